import { sectionsOf } from '../portals/areas';

/** Spec 001 §2.13's parent sidebar under /parent. */
export const parentSections = sectionsOf('PARENT', '/parent');
