/**
 * The WhatsApp Cloud API client (../shared/design/INTEGRATIONS.md): `POST
 * {WHATSAPP_API_URL}/{versi}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and a
 * template message → `messages[0].id` (wamid.…). Meta's error `{error:{message,type,code,…}}`
 * becomes a WaError that says whether sending again may help. Never called inside a transaction;
 * the token is never logged nor put in an error's text.
 */
export const DEFAULT_API_URL = 'https://graph.facebook.com';

export interface WaConfig {
  phone_number_id: string;
  token: string;
  versi_api: string;
  bahasa: string;
}

export interface WaTemplate {
  name: string;
  /** Body parameters, in order ({{1}}, {{2}}, …). */
  body: string[];
  /** A document header: the PDF's link and file name. */
  document?: { link: string; filename: string };
}

/** A refusal or failure of the Cloud API. `retriable`: busy, network or the platform's own trouble. */
export class WaError extends Error {
  constructor(
    message: string,
    readonly retriable: boolean,
    readonly code?: number,
  ) {
    super(message);
  }
}

// Meta's codes worth sending again: throttling (4, 80007, 130429), temporary (1, 2, 131000, 131016, 133004).
const RETRIABLE = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 133004]);

export const apiUrl = () => (process.env.WHATSAPP_API_URL || DEFAULT_API_URL).replace(/\/+$/, '');
const timeoutMs = () => Number(process.env.WHATSAPP_TIMEOUT_MS) || 20_000;

/** The request body of a template message (the Cloud API's shape). */
export function templateBody(to: string, bahasa: string, t: WaTemplate): Record<string, unknown> {
  const components: unknown[] = [];
  if (t.document) components.push({ type: 'header', parameters: [{ type: 'document', document: { link: t.document.link, filename: t.document.filename } }] });
  if (t.body.length) components.push({ type: 'body', parameters: t.body.map((text) => ({ type: 'text', text })) });
  return { messaging_product: 'whatsapp', recipient_type: 'individual', to, type: 'template', template: { name: t.name, language: { code: bahasa }, components } };
}

/** Sends one template message; its wamid, or a WaError. */
export async function sendTemplate(cfg: WaConfig, to: string, t: WaTemplate): Promise<string> {
  if (!cfg.phone_number_id || !cfg.token) throw new WaError('WhatsApp belum diatur: isi Phone Number ID dan token di Pengaturan WhatsApp.', false);
  let res: Response;
  try {
    res = await fetch(`${apiUrl()}/${encodeURIComponent(cfg.versi_api)}/${encodeURIComponent(cfg.phone_number_id)}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cfg.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(templateBody(to, cfg.bahasa, t)),
      signal: AbortSignal.timeout(timeoutMs()),
    });
  } catch (e) {
    throw new WaError(`WhatsApp tidak dapat dihubungi: ${e instanceof Error ? e.message : String(e)}`, true);
  }
  const text = await res.text();
  let body: { messages?: Array<{ id?: string }>; error?: { message?: string; code?: number; error_data?: { details?: string } } } = {};
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new WaError(`Jawaban WhatsApp tidak terbaca (HTTP ${res.status}).`, res.status >= 500);
  }
  if (res.ok && body.messages?.[0]?.id) return body.messages[0].id;
  const e = body.error;
  const code = typeof e?.code === 'number' ? e.code : undefined;
  const detail = e?.error_data?.details ? ` (${e.error_data.details})` : '';
  const msg = e?.message ? `WhatsApp menolak: ${e.message}${detail}${code !== undefined ? ` [kode ${code}]` : ''}` : `Jawaban WhatsApp tidak sesuai (HTTP ${res.status}).`;
  throw new WaError(msg, res.status >= 500 || res.status === 429 || (code !== undefined && RETRIABLE.has(code)), code);
}
