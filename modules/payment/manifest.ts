/**
 * The payment module's full manifest: its light head (./head.ts). Its access name mPaymentGateway
 * stays in the admin module's rights matrix (modules/admin/manifest.ts); its tables and acts are
 * in ./server.ts. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';
import head from './head';

export default defineModule({ ...head, doctypes: [] });
