/**
 * The Tokopedia merge information of /home (spec §2.11 banner "INFORMASI MERGE TOKOPEDIA DENGAN
 * TIKTOKSHOP" and popup "Informasi Marketplace Tokopedia"; §7.6 infomerge_toped → tbl_marketplace).
 * Tokopedia has merged into TikTok Shop (../shared/design/ACCOUNTING.md §7): a shop still connected
 * as Tokopedia must be connected again through TiktokShop. The act lists those shops; the banner
 * shows while there is one. The spec's further request to the marketplace service with
 * Data[0].namatoko has no path given, so the popup's text is ours.
 */
import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import { defineAct } from '@niaga/kernel/server';
import { marketplaceToko } from './tables';
import type { InfoMergeReply } from './replies';

export const infomerge_toped = defineAct({
  name: 'infomerge_toped',
  summary:
    'Info merge Tokopedia dengan TiktokShop untuk banner /home: → tbl_marketplace [{shop_id, namatoko, ShopURL, domain_mp, MarketplaceID, logo, marketplace}] toko perusahaan yang masih terhubung sebagai Tokopedia (kosong: banner tidak tampil). Token tidak pernah dikirim.',
  module: 'marketplace',
  schema: z.object({}).passthrough(),
  async handler(ctx): Promise<InfoMergeReply> {
    const rows = await ctx.tx
      .select({
        shop_id: marketplaceToko.shop_id,
        namatoko: marketplaceToko.namatoko,
        ShopURL: marketplaceToko.shopurl,
        domain_mp: marketplaceToko.domain_mp,
        MarketplaceID: marketplaceToko.marketplaceid,
        logo: marketplaceToko.logo,
        marketplace: marketplaceToko.marketplace,
      })
      .from(marketplaceToko)
      .where(eq(marketplaceToko.marketplace, 'Tokopedia'))
      .orderBy(asc(marketplaceToko.namatoko), asc(marketplaceToko.shop_id));
    return { tbl_marketplace: rows };
  },
});
