import { listResource, type QueryModule } from '../module';
import { exchangeRatesResource } from './exchangeRates';
import { feeItemsResource } from './feeItems';
import { invoicesResource } from './invoices';
import { feeAccountsResource } from './accounts';
import { myFeesResource } from './myFees';
import { paymentsResource } from './payments';
import { feeStatementsResource } from './statements';
import { feeRoutes } from './routes';
import { feeDebtorsResource } from './debtors';
import { cashSessionsResource } from './cashSessions';
import { collectionsResource } from './collections';
import { collectionRatesResource } from './collectionRates';
import { feeReportRoutes } from './reportRoutes';
import { sponsorClaimsResource, sponsorsResource } from './sponsors';
import { discountsResource } from './discounts';
import { receiptRegisterResource } from './receiptRegister';
import { feeLearnersResource } from './learners';
import { Router } from 'express';

export const feesQueries: QueryModule = {
  routes: (deps) => Router().use(feeReportRoutes(deps), feeRoutes(deps)),
  resources: [
    listResource(feeItemsResource),
    listResource(exchangeRatesResource),
    listResource(invoicesResource),
    listResource(paymentsResource),
    listResource(feeAccountsResource),
    listResource(feeStatementsResource),
    listResource(myFeesResource),
    listResource(feeDebtorsResource),
    listResource(sponsorsResource),
    listResource(sponsorClaimsResource),
    listResource(discountsResource),
    listResource(cashSessionsResource),
    listResource(collectionsResource),
    listResource(collectionRatesResource),
    listResource(receiptRegisterResource),
    listResource(feeLearnersResource),
    // GET /api/debtors: the same answer as GET /api/fee-debtors.
    listResource({ ...feeDebtorsResource, name: 'debtors' }),
  ],
};
