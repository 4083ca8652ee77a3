import { VERIFICATION_CODE } from '@chikoro/contracts';
import { readModelsOf, type FilterBuilder, type ListResource } from '../listing/resource';
import type { QueryModule } from '../module';
import { Router } from 'express';
import { publicResultsRoutes } from './publicResults';
import { RenderedPdfs } from './renderedPdfs';
import { reportCardRoutes } from './routes';
import { resourceSource } from './source';

/** A card by its printed verification code (checked for shape before it reaches SQL). */
const codeIs: FilterBuilder = (value, params) => {
  if (typeof value !== 'string' || !VERIFICATION_CODE.test(value))
    throw new RangeError('verificationCode must be a verification code');
  return `verification_code = ${params.add(value)}`;
};

/**
 * Report cards on paper and in public: PDFs of published cards, the verification answer and the
 * card a results link opens, read through the report-cards resource's own access rules (plus a
 * look-up by verification code).
 */
export const reportCardsQueries = (cards: ListResource): QueryModule => {
  const withCode: ListResource = {
    ...cards,
    filters: { ...cards.filters, verificationCode: codeIs },
  };
  return {
    routes: (deps) => {
      const pdfs = new RenderedPdfs(deps.pool);
      return Router().use(
        publicResultsRoutes(deps, cards, pdfs),
        reportCardRoutes(deps, resourceSource(deps.pool, withCode), readModelsOf(cards), pdfs),
      );
    },
  };
};
