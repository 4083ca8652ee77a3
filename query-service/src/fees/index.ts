import { listResource, type QueryModule } from '../module';
import { exchangeRatesResource } from './exchangeRates';
import { feeItemsResource } from './feeItems';
import { invoicesResource } from './invoices';

export const feesQueries: QueryModule = { resources: [listResource(feeItemsResource), listResource(exchangeRatesResource), listResource(invoicesResource)] };
