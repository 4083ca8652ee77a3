import ExcelJS from 'exceljs';
import { Router } from 'express';
import {
  ForbiddenError,
  ValidationError,
  authMessages,
  importRoles,
  importColumns,
  importKinds,
  importMessages as m,
  type ImportKind,
} from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** GET /imports/template?kind=students&format=csv|xlsx: the spec's columns with one example row. */
export function importTemplateRoutes(): Router {
  const router = Router();
  router.get('/imports/template', async (req, res) => {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'BURSAR']);
    const kind = String(req.query.kind ?? '') as ImportKind;
    if (!importKinds.includes(kind))
      throw new ValidationError(m.kind, [{ field: 'kind', message: m.kind }]);
    if (!importRoles(kind).includes(principal.role))
      throw new ForbiddenError(authMessages.forbidden);
    const columns = importColumns[kind];
    if (req.query.format === 'xlsx') {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(kind);
      sheet.addRow(columns.map((c) => c.header)).font = { bold: true };
      sheet.addRow(columns.map((c) => c.example));
      res
        .attachment(`${kind}-template.xlsx`)
        .type('xlsx')
        .send(Buffer.from(await book.xlsx.writeBuffer()));
      return;
    }
    const lines = [
      columns.map((c) => csvCell(c.header)),
      columns.map((c) => csvCell(c.example)),
    ].map((l) => l.join(','));
    res
      .attachment(`${kind}-template.csv`)
      .type('text/csv')
      .send(`${lines.join('\n')}\n`);
  });
  return router;
}
