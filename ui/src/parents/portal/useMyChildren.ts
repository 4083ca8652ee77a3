import { useEffect, useState } from 'react';
import type { MyChild } from '@chikoro/contracts';
import { apiFetch } from '../../api/httpClient';

/**
 * The signed-in parent's children at every school of their family (GET /api/my-children), loaded
 * once per page that shows them; the server decides who they are.
 */
export function useMyChildren(): { children: MyChild[] | null; failed: boolean } {
  const [children, setChildren] = useState<MyChild[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    apiFetch('/api/my-children')
      .then(({ json }) => live && setChildren(json as MyChild[]))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  return { children, failed };
}

export const childName = (child: Pick<MyChild, 'firstName' | 'lastName'>) =>
  `${child.firstName} ${child.lastName}`;

const graduated = (child: Partial<Pick<MyChild, 'status'>>) => child.status === 'Graduated';

/** Class and level as the school names them: "Form 2 Blue (Form 2)"; a graduate's last: "Graduated from Form 4 Blue (Form 4)". */
export const classLine = (
  child: Pick<MyChild, 'className' | 'levelName'> & Partial<Pick<MyChild, 'status'>>,
) => {
  const line = [
    child.className,
    child.levelName && child.levelName !== child.className ? `(${child.levelName})` : null,
  ]
    .filter(Boolean)
    .join(' ');
  if (graduated(child)) return line ? `Graduated from ${line}` : 'Graduated';
  return line || 'No class';
};

/** The child's school year: the year of the school's current term (the one holding today, else the latest started); a graduate's none. */
export const schoolYearLine = (child: Pick<MyChild, 'term'> & Partial<Pick<MyChild, 'status'>>) =>
  graduated(child) ? 'Graduated' : child.term?.academicYearName || 'No current school year';

/** The schools of a family, each once, in the order their children come. */
export function schoolsOf(children: readonly MyChild[]): MyChild['school'][] {
  const seen = new Map<string, MyChild['school']>();
  for (const child of children)
    if (!seen.has(child.school.id)) seen.set(child.school.id, child.school);
  return [...seen.values()];
}
