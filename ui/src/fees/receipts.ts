import { apiBlob } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';

/** The payment's receipt PDF, saved as a download (the server decides who may have it). */
export async function downloadReceipt(payment: { id: string; receiptNo: string }): Promise<void> {
  saveBlob(
    await apiBlob(`/api/payments/${payment.id}/receipt.pdf`),
    `receipt-${payment.receiptNo}.pdf`,
  );
}
