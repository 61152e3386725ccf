/**
 * Outgoing mail over SMTP (nodemailer), configured from the environment: SMTP_HOST, SMTP_PORT
 * (587; 465 means implicit TLS), SMTP_USER, SMTP_PASS, SMTP_FROM, SMTP_SECURE (1/0, optional).
 * Without SMTP_HOST nothing is sent: the message is written to the server log instead.
 */
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailResult {
  /** 'smtp' when handed to the SMTP server, 'log' when only written to the log. */
  via: 'smtp' | 'log';
}

export function smtpConfig() {
  const host = process.env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(process.env.SMTP_PORT || 587);
  const secure = process.env.SMTP_SECURE ? process.env.SMTP_SECURE === '1' || process.env.SMTP_SECURE === 'true' : port === 465;
  const user = process.env.SMTP_USER?.trim();
  return {
    host,
    port,
    secure,
    auth: user ? { user, pass: process.env.SMTP_PASS ?? '' } : undefined,
    from: process.env.SMTP_FROM?.trim() || user || `niaga@${host}`,
  };
}

/** Log sink when no SMTP server is configured (replaceable for tests). */
export let mailLog: (line: string) => void = (line) => console.log(line);
export function setMailLog(fn: (line: string) => void) {
  mailLog = fn;
}

export async function sendMail(mail: Mail): Promise<MailResult> {
  const cfg = smtpConfig();
  if (!cfg) {
    mailLog(`[mail] SMTP_HOST tidak diatur; email tidak dikirim. Kepada: ${mail.to} — ${mail.subject}\n${mail.text}`);
    return { via: 'log' };
  }
  const transport = nodemailer.createTransport({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.secure,
    auth: cfg.auth,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  try {
    await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.text });
  } finally {
    transport.close();
  }
  return { via: 'smtp' };
}
