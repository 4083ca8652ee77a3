/** The information pages (spec 000 §2): the footer and the forms open them in a new tab. */
export { AboutPage } from './info/AboutPage';
export { ContactPage } from './info/ContactPage';
export { PrivacyPage } from './info/PrivacyPage';
export { TermsPage } from './info/TermsPage';
