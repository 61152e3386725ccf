/**
 * The storefront's styles beyond the base sheet (issue 42): the home's blocks (banners in grid or
 * slide mode, services, brands, labels). Server only.
 */
export const BLOCK_CSS = `.banner ul{list-style:none;margin:0 0 16px;padding:0}.banner img{display:block;width:100%;height:auto;aspect-ratio:2/1;object-fit:cover}
.banner li{position:relative}.banner a{color:inherit}.bteks{position:absolute;left:0;bottom:0;right:0;padding:8px 12px;background:rgba(0,0,0,.55);color:#fff}
.slide ul{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:8px}.slide li{flex:0 0 100%;scroll-snap-align:start}
.bgrid ul{display:grid;grid-template-columns:2fr 1fr;gap:8px}.bgrid li:first-child{grid-row:span 2}.bgrid li:only-child{grid-column:1/-1}
.layanan{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px;list-style:none;padding:0;margin:0 0 16px}.layanan li{background:#fff;border:1px solid #ddd;border-left:4px solid #1e7a3c;padding:8px}.layanan li::before{content:'✓ ';color:#1e7a3c;font-weight:bold}.layanan .ikon-garansi{border-left-color:#1456c4}.layanan .ikon-retur{border-left-color:#a64b00}.layanan .ikon-bayar{border-left-color:#6a3fb5}.layanan .ikon-bantuan{border-left-color:#555}
.merek{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}.merek a{display:inline-block;padding:6px 12px;border:1px solid currentColor;text-decoration:none}
.label{display:inline-block;font-size:.75rem;color:#fff;padding:1px 6px;margin:0 4px 4px 0;border-radius:3px}.l-merah{background:#b3261e}.l-hijau{background:#1e7a3c}.l-biru{background:#1456c4}.l-oranye{background:#a64b00}.l-hitam{background:#222}
@media (max-width:700px){.bgrid ul{grid-template-columns:1fr}.bgrid li:first-child{grid-row:auto}
aside ul{display:flex;flex-wrap:wrap;gap:4px 12px}aside h2,aside p{display:none}}`;


/**
 * Each theme's own layout, beyond its colours (body class tema-…): Fashion a centred masthead and
 * airy portrait cards without frames; Electronics a bar of categories under a wide search, dense
 * square cards with shadows and a boxed sidebar; Furniture a light header, wide landscape cards
 * and a wider page. Every one works down to 390 px (no sideways scrolling of the page).
 */
export const THEME_CSS: Record<string, string> = {
  fashion: `.tema-fashion header{flex-direction:column;text-align:center;padding:20px 16px}
.tema-fashion header a{font-size:1.6rem;letter-spacing:.2em;text-transform:uppercase;font-weight:normal}.tema-fashion header form{margin:0 auto}
.tema-fashion h1,.tema-fashion h2{font-weight:normal;letter-spacing:.08em;text-transform:uppercase;text-align:center}
.tema-fashion .grid{grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:24px 16px}
.tema-fashion .kartu{border:0;background:transparent;padding:0;text-align:center}.tema-fashion .kartu img{aspect-ratio:3/4}
.tema-fashion .kartu h3{font-weight:normal;font-size:1rem;margin:8px 0 4px}`,
  electronics: `.tema-electronics header{padding:8px 16px}.tema-electronics header form{flex:1;max-width:640px}.tema-electronics header input{flex:1}
.tema-electronics .katnav{background:#0d3a85;display:flex;gap:4px;overflow-x:auto;padding:0 16px}
.tema-electronics .katnav a{color:#fff;padding:8px 12px;white-space:nowrap;text-decoration:none}
.tema-electronics .grid{grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}
.tema-electronics .kartu{box-shadow:0 1px 3px rgba(0,0,0,.15);border:0}.tema-electronics .kartu h3{font-size:.9rem;margin:6px 0}
.tema-electronics aside{background:#fff;border:1px solid #dde3ec;border-radius:8px;padding:8px 12px;align-self:flex-start}
.tema-electronics .layanan li{border-radius:8px;background:#e8f0fd;border:0}
@media (max-width:700px){.tema-electronics aside ul:first-of-type{display:none}.tema-electronics aside{padding:4px 12px}}`,
  furniture: `.tema-furniture header{padding:20px 24px;background:#fff;color:#3b2a1a;border-bottom:3px solid #7a5230}
.tema-furniture header a{color:#3b2a1a;font-family:Georgia,serif;font-size:1.5rem}.tema-furniture header button{background:#7a5230;color:#fff}
.tema-furniture main{max-width:1320px;gap:32px;padding:24px}.tema-furniture h1,.tema-furniture h2{font-family:Georgia,serif;color:#3b2a1a;font-weight:normal}
.tema-furniture .grid{grid-template-columns:repeat(auto-fill,minmax(260px,1fr));gap:24px}
.tema-furniture .kartu{padding:0 0 12px;overflow:hidden;border-color:#e6dccf}.tema-furniture .kartu img{aspect-ratio:4/3}
.tema-furniture .kartu h3,.tema-furniture .kartu div,.tema-furniture .kartu .label{margin-left:12px;margin-right:12px}.tema-furniture .banner img{aspect-ratio:21/9}
@media (max-width:700px){.tema-furniture main{padding:12px}.tema-furniture .grid{grid-template-columns:1fr}}`,
};

/** The store's layouts: with no sidebar its categories and pages become a row above the content; a product with no side stacks its picture above. */
export const LAYOUT_CSS = `.tanpa{flex-direction:column}.tanpa aside{width:auto}.tanpa aside ul{display:flex;flex-wrap:wrap;gap:4px 12px}.tanpa aside h2,.tanpa aside p{display:none}
.produk.tanpa .foto{width:100%;max-width:560px}`;
