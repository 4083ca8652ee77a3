export { ChildCard, SubjectList } from './ChildCard';
export { ChildrenPage } from './ChildrenPage';
export { FamilySchoolsTitle } from './FamilySchoolsTitle';
export { ReportCardDialog } from './ReportCardDialog';
export { childName, classLine, schoolsOf, useMyChildren } from './useMyChildren';
