/** The routes of the report screens, apart from the declarations (the web's shell reads only these). */

/** The screen of a report: /menulap + its access name without "mLap", lower case (mLapBB002 → /menulapbb002). */
export function reportRoute(access: string): string {
  return `/menulap${access.replace(/^mLap/, '').toLowerCase()}`;
}

export const MENU_LAPORAN = '/menulaporan';
