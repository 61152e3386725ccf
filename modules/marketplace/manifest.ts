/**
 * Marketplaces (spec §2.10 Pengaturan Marketplace, §3 Marketplace shop, §7.6): the company's shops on
 * Tokopedia, Shopee, Lazada and TiktokShop. Today it holds the shop register and the Tokopedia
 * merge information of /home (issue 16); connecting shops, item mapping and order sync come with
 * the marketplace wave on the same table. No doctypes yet. Isomorphic.
 */
import { defineModule } from '@niaga/kernel';

export default defineModule({
  name: 'marketplace',
  section: 'pengaturan',
  doctypes: [],
});
