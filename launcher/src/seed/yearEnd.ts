import type { PromotionPlan } from '@chikoro/contracts';
import type { DemoApi } from './classes';
import { markWaitingPapers } from './exams';
import { calendarOf } from './setup';

/**
 * The first demo school's year end so far, as its admin does it: next year opened with this year's
 * terms a year on; Form 4, whose O-level papers are written by the end of November, its papers of
 * the term marked (none left waiting with no one in the class to mark) and then graduated by a
 * real batch (one learner repeating the year with a reason, one leaving); Form 1's move to Form 2
 * planned as a dry run (one learner repeating) and left to apply once Term 3 closes.
 */
export async function seedDemoYearEnd(api: DemoApi, today: string): Promise<void> {
  const year = Number(today.slice(0, 4));
  const years = await api.list<{ id: string; name: string }>('academic-years');
  const fromYearId = years.find((y) => y.name === String(year))?.id;
  if (!fromYearId) return;
  const next = calendarOf(year + 1);
  const toYearId = String(
    (await api.send('OpenAcademicYear', { ...next.year, terms: next.terms })).academicYearId,
  );
  const levels = await api.list<{ id: string; name: string }>('levels');
  const levelId = (name: string) => levels.find((l) => l.name === name)?.id;

  const plan = async (level: string) => {
    const id = levelId(level);
    if (!id) return undefined;
    const planId = String(
      (await api.send('PlanPromotion', { fromYearId, toYearId, levelId: id })).planId,
    );
    const [planned] = await api.list<PromotionPlan>('promotion-plans', { levelId: id });
    const rows = [...(planned?.rows ?? [])].sort((a, b) =>
      a.registrationNumber.localeCompare(b.registrationNumber),
    );
    return { planId, rows };
  };

  const form4Level = levelId('Form 4');
  if (form4Level) await markWaitingPapers(api, form4Level);
  const form4 = await plan('Form 4');
  if (form4 && form4.rows.length > 2) {
    const [repeater, leaver] = form4.rows;
    await api.send('ChangePromotionPlan', {
      planId: form4.planId,
      studentId: repeater!.studentId,
      outcome: 'repeat',
      reason: 'Sitting O level again in June: five passes needed for Lower Six',
    });
    await api.send('ChangePromotionPlan', {
      planId: form4.planId,
      studentId: leaver!.studentId,
      outcome: 'leave',
    });
    await api.send('ApplyPromotion', { planId: form4.planId });
  }

  const form1 = await plan('Form 1');
  const [repeater] = form1?.rows ?? [];
  if (form1 && repeater)
    await api.send('ChangePromotionPlan', {
      planId: form1.planId,
      studentId: repeater.studentId,
      outcome: 'repeat',
      reason: 'Missed most of Term 2 through illness; repeating Form 1 agreed with the family',
    });
}
