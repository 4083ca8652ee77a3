import ExcelJS from 'exceljs';
import { Router, type Request, type Response } from 'express';
import { NotFoundError, examsModel, tableOf } from '@chikoro/contracts';
import { requirePrincipal } from '@chikoro/platform';
import { csvLine } from '../audit/csv';
import { Params, UUID } from '../listing/resource';
import type { QueryDeps } from '../module';
import { examScope } from './filters';

const exams = tableOf(examsModel, 'exams');
const students = tableOf(examsModel, 'exam_students');

/** The columns the marks upload reads (ui/src/exams/marksFile.ts). */
const HEADER = ['Registration number', 'Student name', 'Mark'];

/**
 * GET /exams/<id>/marks-template.csv and .xlsx: the exam's class, its active students' registration
 * numbers and names with an empty Mark column, ready to fill in and upload. For the school's admin
 * and the exam's teacher; anyone else's exam is not found.
 */
export function marksTemplateRoutes({ pool, consistency }: QueryDeps): Router {
  const router = Router();

  async function roster(req: Request, res: Response) {
    const principal = requirePrincipal(req.principal, ['ADMIN', 'TEACHER']);
    const examId = String(req.params.examId);
    if (!UUID.test(examId)) throw new NotFoundError('Exam not found');
    await consistency.waitFor(req, res, examsModel.name);
    // The exams list's rule: the admin's school's exam, a teacher's own.
    const params = new Params();
    const where = `exam_id = ${params.add(examId)}::uuid AND ${examScope('school_id', 'teacher_id')(principal, params) ?? 'true'}`;
    const exam = await pool.query<{ exam_name: string; class_id: string }>(
      `SELECT exam_name, class_id FROM ${exams} WHERE ${where}`,
      params.values,
    );
    const found = exam.rows[0];
    if (!found) throw new NotFoundError('Exam not found');
    const { rows } = await pool.query<{ registration_number: string; name: string }>(
      `SELECT registration_number, name FROM ${students} WHERE class_id = $1 AND status = 'Active' ORDER BY lower(name), registration_number`,
      [found.class_id],
    );
    const file = `${found.exam_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exam'}-marks-template`;
    return { file, rows: rows.map((r) => [r.registration_number, r.name, '']) };
  }

  router.get('/exams/:examId/marks-template.csv', async (req, res) => {
    const { file, rows } = await roster(req, res);
    // The byte-order mark lets a spreadsheet read the names as UTF-8.
    res
      .attachment(`${file}.csv`)
      .type('text/csv; charset=utf-8')
      .send(`\uFEFF${[HEADER, ...rows].map(csvLine).join('')}`);
  });

  router.get('/exams/:examId/marks-template.xlsx', async (req, res) => {
    const { file, rows } = await roster(req, res);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Marks');
    sheet.columns = [{ width: 22 }, { width: 32 }, { width: 10 }];
    sheet.addRow(HEADER).font = { bold: true };
    sheet.addRows(rows);
    res
      .attachment(`${file}.xlsx`)
      .type('xlsx')
      .send(Buffer.from(await book.xlsx.writeBuffer()));
  });
  return router;
}
