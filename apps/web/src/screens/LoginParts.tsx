/**
 * The parts of the login form (LoginScreen.tsx): what it fills in when it opens (the keys typed
 * before it was drawn, else the company id from the address or the last login) and the links under it.
 */
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { Button, Divider, type FormInstance, type InputRef } from 'antd';
import { BookOutlined, UserAddOutlined } from '@ant-design/icons';
import { takeEarlyKeys } from '../earlyKeys';
import { config } from '@niaga/ui/config';

export const LAST_COMPANY = 'niaga_last_iper';

/**
 * A company id given by the address (after a move to the company's server) or remembered from the
 * last login is filled in and resolved at once; keys typed before the form was drawn go to its
 * first fields instead.
 */
export function fillOnOpen(form: FormInstance, fromAddress: string, refs: RefObject<InputRef | null>[], resolveCompany: () => Promise<void>) {
  const [iperRef, userRef, passRef] = refs;
  let initial = fromAddress;
  try {
    initial ||= localStorage.getItem(LAST_COMPANY) ?? '';
  } catch {
    /* storage unavailable */
  }
  // Keys typed before the form was drawn belong to its first fields (issue 18: nothing typed is lost).
  const early = takeEarlyKeys();
  if (early.length) {
    const names = ['iper', 'uname', 'passw'] as const;
    early.slice(0, names.length).forEach((text, i) => form.setFieldValue(names[i], text + String(form.getFieldValue(names[i]) ?? '')));
    const last = [iperRef, userRef, passRef][Math.min(early.length, names.length) - 1];
    last.current?.focus({ cursor: 'end' });
    if (early.length > 1) void resolveCompany();
  } else if (initial) {
    form.setFieldValue('iper', initial.trim());
    void resolveCompany();
  }
}

/** Lupa Password, the user's guide, and a new account. */
export function LoginLinks() {
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12, flexWrap: 'wrap', gap: 8 }}>
        <Link to="/lupapw-form">Lupa Password</Link>
        <a href={config.guideUrl} target="_blank" rel="noopener">
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <BookOutlined />
            Panduan Pemakaian
          </span>
        </a>
      </div>
      <Divider plain style={{ margin: '16px 0 12px' }}>
        Belum punya akun?
      </Divider>
      <Button block icon={<UserAddOutlined />} href={config.billingRegisterUrl} target="_blank" rel="noopener noreferrer">
        Buat akun baru
      </Button>
    </>
  );
}
