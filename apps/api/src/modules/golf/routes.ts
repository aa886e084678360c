import { golfEnquirySchemas } from '@portal/contract';
import { kindRoutes } from '../bookings/index.ts';
import { golfKind } from './kind.ts';

/** Golf game and lesson enquiries (spec 02 §3, §4, §7), for the signed-in cardholder only. */
export const golfRoutes = kindRoutes(golfKind, golfEnquirySchemas);
