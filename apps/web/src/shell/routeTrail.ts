/**
 * The routes visited in the logged-in layout, for the header's back button (spec §2.5): it goes
 * to the previous route, keeping the ols query parameter when ols is 1 and the previous route is
 * not /home.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface Visit {
  pathname: string;
  search: string;
}

const trail: Visit[] = [];

/** Where the back button leads from `current` given the previous visit (pure, tested). */
export function backTarget(current: Visit, previous: Visit | undefined): string {
  if (!previous) return '/home';
  const ols = new URLSearchParams(current.search).get('ols') === '1';
  if (ols && previous.pathname !== '/home') {
    const q = new URLSearchParams(previous.search);
    q.set('ols', '1');
    return `${previous.pathname}?${q.toString()}`;
  }
  return previous.pathname + previous.search;
}

/** Records visits; returns the back action. */
export function useBack(): () => void {
  const loc = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const top = trail[trail.length - 1];
    if (top && top.pathname === loc.pathname && top.search === loc.search) return;
    trail.push({ pathname: loc.pathname, search: loc.search });
    if (trail.length > 50) trail.shift();
  }, [loc.pathname, loc.search]);
  return () => {
    const current = trail.pop() ?? { pathname: loc.pathname, search: loc.search };
    const previous = trail.pop();
    navigate(backTarget(current, previous));
  };
}
