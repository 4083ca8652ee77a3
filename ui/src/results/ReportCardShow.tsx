import { Show, useRecordContext } from 'react-admin';
import type { ReportCardRow } from '@chikoro/contracts';
import { ReportCardView } from './ReportCardView';

function Card() {
  const record = useRecordContext<ReportCardRow>();
  return record ? <ReportCardView snapshot={record.snapshot} verificationCode={record.verificationCode} fingerprint={record.fingerprint} /> : null;
}

/** One version of a card, as issued. */
export function ReportCardShow() {
  return (
    <Show>
      <Card />
    </Show>
  );
}
