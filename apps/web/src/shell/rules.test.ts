import { describe, expect, test } from 'vitest';
import { backTarget } from './routeTrail';
import { landingPath, logoutWaitMs, needsStartingDb } from '@niaga/ui/session';

describe('shell rules', () => {
  test('back button: previous route, ols=1 kept unless the previous route is /home', () => {
    expect(backTarget({ pathname: '/listsatuan', search: '?ols=1' }, { pathname: '/listmerek', search: '' })).toBe('/listmerek?ols=1');
    expect(backTarget({ pathname: '/listsatuan', search: '?ols=1' }, { pathname: '/home', search: '' })).toBe('/home');
    expect(backTarget({ pathname: '/listsatuan', search: '' }, { pathname: '/listmerek', search: '?q=a' })).toBe('/listmerek?q=a');
    expect(backTarget({ pathname: '/listsatuan', search: '' }, undefined)).toBe('/home');
  });

  test('landing after login: startingdb while the flag is 0, else the server route', () => {
    expect(needsStartingDb({ startflag: '0' })).toBe(true);
    expect(landingPath({ startflag: 0, rute: '/kasiradmode2' })).toBe('/startingdb');
    expect(landingPath({ startflag: 1, rute: '/kasiradmode3' })).toBe('/kasiradmode3');
    expect(landingPath({ startflag: 1, rute: '/terminalharga' })).toBe('/terminalharga');
    expect(landingPath({ startflag: 1, rute: 'http://elsewhere/' })).toBe('/home');
    expect(landingPath({ startflag: 1 })).toBe('/home');
  });

  test('logout waits 300 ms, 3000 ms with pending changes', () => {
    expect(logoutWaitMs(false)).toBe(300);
    expect(logoutWaitMs(true)).toBe(3000);
  });
});
