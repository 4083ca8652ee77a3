import type { Exam } from '@chikoro/contracts';
import { apiBlob } from '../api/httpClient';

/** Saves an exam's marks template (its class's names and registration numbers, an empty Mark column) under a plain name. */
export async function downloadMarksTemplate(exam: Exam, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await apiBlob(`/api/exams/${exam.id}/marks-template.${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${exam.examName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'exam'}-marks-template.${format}`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
