import { pathToFileURL } from 'node:url';
import pdfmake from 'pdfmake';
import { cardText } from '@chikoro/contracts';
import { sampleCard } from '@chikoro/contracts/reportcards/sampleCard';
import { reportCardsDocument } from '@chikoro/query-service/reportcards/pdf/document';
import { renderPdf } from '@chikoro/platform/pdf';

const FIRST = [
  'Tendai',
  'Rutendo',
  'Tatenda',
  'Nyasha',
  'Farai',
  'Chipo',
  'Tinashe',
  'Kudzai',
  'Simba',
  'Thandiwe',
];
const LAST = [
  'Moyo',
  'Ncube',
  'Dube',
  'Sibanda',
  'Chikore',
  'Mpofu',
  'Nyathi',
  'Zhou',
  'Marufu',
  'Gumbo',
];

/** `count` different one-page cards (names, registration numbers, positions, marks), as a class's PDF holds them. */
function cards(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const card = sampleCard({
      reportCardId: `bench-${i}`,
      student: {
        id: `student-${i}`,
        firstName: FIRST[i % 10]!,
        lastName: LAST[Math.floor(i / 10) % 10]!,
        registrationNumber: `MHS-2025-${String(i).padStart(4, '0')}`,
      },
      position: (i % 40) + 1,
      classSize: 40,
      average: 40 + ((i * 7) % 60),
    });
    card.snapshot.subjects = card.snapshot.subjects.map((s, j) => ({
      ...s,
      finalMark: 30 + ((i * 13 + j * 17) % 70),
    }));
    return { text: cardText(card, 'https://chikoro.example'), logo: null };
  });
}

/**
 * Renders `count` report cards into one PDF, as GET /api/report-cards/pdf does for a class:
 * seconds, pages, bytes and the peak resident memory (sampled every 10 ms and on every rendered
 * page, since layout runs without yielding to timers).
 */
export async function benchReportCards(count = 500): Promise<Record<string, number | string>> {
  let peak = process.memoryUsage().rss;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const timer = setInterval(sample, 10);
  pdfmake.setProgressCallback(sample);
  try {
    const started = performance.now();
    const pdf = await renderPdf(
      reportCardsDocument(cards(count), 'Bench', new Date('2025-04-10T09:30:00Z')),
    );
    sample();
    const seconds = (performance.now() - started) / 1000;
    return {
      bench: 'report-cards-pdf',
      cards: count,
      seconds: +seconds.toFixed(2),
      bytes: pdf.length,
      peakRssMb: Math.round(peak / 1024 / 1024),
    };
  } finally {
    clearInterval(timer);
    pdfmake.setProgressCallback(() => undefined);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchReportCards()
    .then((figures) => console.log(JSON.stringify(figures)))
    .catch((e: unknown) => {
      console.error(e);
      process.exit(1);
    });
}
