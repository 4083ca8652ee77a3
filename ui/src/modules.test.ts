import { createElement } from 'react';
import NoteIcon from '@mui/icons-material/StickyNote2';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@chikoro/contracts';
import { accessOf } from './auth/access';
import type { UiModule } from './module';
import { bellItemsFor, resourcesFor, routesFor, sidebarFor, uiModules } from './modules';

/*
 * A new module written the way the module recipe in docs/architecture.md says: its folder's index.ts, here inline. It
 * joins the module list with one line, and the sidebar, the routes, the grants and the bell find it.
 */
const NotesBoard = () => null;
const notesUi: UiModule = {
  admin: [{ name: 'test-notes', options: { label: 'Notes' } }],
  adminRoutes: [{ path: 'notes-board', element: createElement(NotesBoard) }],
  menu: [{ area: 'admin', label: 'Notes', path: 'notes-board', icon: NoteIcon, order: 175 }],
  grants: { ADMIN: { reads: { 'test-notes': ['list', 'show'] } } },
  // A new kind of bell item, which the module's contracts add to the notifications' kinds.
  bell: [
    {
      kind: 'NOTE' as NotificationItem['kind'],
      icon: NoteIcon,
      to: (item, basename) => `${basename}/notes-board?note=${item.recordId}`,
    },
  ],
};
const modules = [...uiModules, notesUi];
const note: NotificationItem = {
  id: 'e1',
  position: 7,
  kind: 'NOTE' as NotificationItem['kind'],
  recordId: 'n1',
  title: 'Note pinned',
  occurredAt: '2026-03-02T08:00:00.000Z',
};

describe('a module added with one line in the module list', () => {
  it('puts its menu entry in its area’s sidebar at its place, with its address and icon', () => {
    const labels = sidebarFor('ADMIN', modules).map((e) => e.label);
    expect(labels.slice(-3)).toEqual(['Report Cards', 'Notes', 'Audit log']);
    const entry = sidebarFor('ADMIN', modules).find((e) => e.label === 'Notes');
    expect(entry?.to).toBe('/admin/notes-board');
    expect(entry?.icon).toBe(NoteIcon);
  });

  it('shows the entry to no other role', () => {
    for (const role of ['SUPERADMIN', 'TEACHER', 'STUDENT', 'PARENT'] as const)
      expect(sidebarFor(role, modules).map((e) => e.label)).not.toContain('Notes');
  });

  it('mounts its page and its resource in its area only', () => {
    expect(routesFor('admin', modules).map((r) => r.path)).toContain('notes-board');
    expect(resourcesFor('admin', modules).map((r) => r.name)).toContain('test-notes');
    expect(routesFor('teacher', modules).map((r) => r.path)).not.toContain('notes-board');
  });

  it('grants the admin its list, and no one else', () => {
    const canAccess = accessOf(modules);
    expect(canAccess('ADMIN', 'test-notes', 'list')).toBe(true);
    expect(canAccess('ADMIN', 'test-notes', 'show')).toBe(true);
    expect(canAccess('ADMIN', 'test-notes', 'delete')).toBe(false);
    expect(canAccess('TEACHER', 'test-notes', 'list')).toBe(false);
    // The other modules' grants stand beside it.
    expect(canAccess('ADMIN', 'class-management', 'list')).toBe(true);
  });

  it('gives the bell its kind of item: the icon, and where it leads', () => {
    const kind = bellItemsFor(modules)[note.kind];
    expect(kind?.icon).toBe(NoteIcon);
    expect(kind?.to?.(note, '/admin')).toBe('/admin/notes-board?note=n1');
  });

  it('without the line, none of it is there', () => {
    expect(sidebarFor('ADMIN').map((e) => e.label)).not.toContain('Notes');
    expect(accessOf(uiModules)('ADMIN', 'test-notes', 'list')).toBe(false);
    expect(bellItemsFor()[note.kind]).toBeUndefined();
  });
});
