/**
 * The storefront's styles beyond the base sheet (issue 42): the home's blocks (banners in grid or
 * slide mode, services, brands, labels). Server only.
 */
export const BLOCK_CSS = `.banner ul{list-style:none;margin:0 0 16px;padding:0}.banner img{display:block;width:100%;height:auto;aspect-ratio:2/1;object-fit:cover}
.banner li{position:relative}.banner a{color:inherit}.bteks{position:absolute;left:0;bottom:0;right:0;padding:8px 12px;background:rgba(0,0,0,.55);color:#fff}
.slide ul{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:8px}.slide li{flex:0 0 100%;scroll-snap-align:start}
.bgrid ul{display:grid;grid-template-columns:2fr 1fr;gap:8px}.bgrid li:first-child{grid-row:span 2}
.layanan{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:8px;list-style:none;padding:0;margin:0 0 16px}.layanan li{background:#fff;border:1px solid #ddd;padding:8px}
.merek{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}.merek a{display:inline-block;padding:6px 12px;border:1px solid currentColor;text-decoration:none}
.label{display:inline-block;font-size:.75rem;color:#fff;padding:1px 6px;margin:0 4px 4px 0;border-radius:3px}.l-merah{background:#b3261e}.l-hijau{background:#1e7a3c}.l-biru{background:#1456c4}.l-oranye{background:#a64b00}.l-hitam{background:#222}
@media (max-width:700px){.bgrid ul{grid-template-columns:1fr}.bgrid li:first-child{grid-row:auto}}`;

