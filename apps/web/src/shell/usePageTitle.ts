import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { titleOf } from '../routes/registry';

/** Title of the current route; also sets the document title. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const title = titleOf(pathname);
  useEffect(() => {
    document.title = title === 'Niaga' ? 'Niaga' : `${title} - Niaga`;
  }, [title]);
  return title;
}
