import { escapeHtml } from '../../lib/html';
import type { Mail } from './mailer';

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Pictures under the paragraphs (absolute URLs): a wing in the colours ordered. */
  pictures?: { url: string; alt: string }[];
  action?: { label: string; url: string };
  footnote?: string;
}

const SKY = '#0b3d5c';
const ACCENT = '#f26b1d';

/** A branded mail with an HTML and a plain-text body from the same content. */
export function renderMail(brand: string, content: MailContent): Mail {
  const { action } = content;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef3f7;font-family:Helvetica,Arial,sans-serif;color:#1d2b36">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#eef3f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${SKY};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:0.5px">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:28px">
<p style="margin:0 0 16px;font-size:16px">${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${(content.pictures ?? []).map((picture) => `<p style="margin:0 0 16px"><img src="${escapeHtml(picture.url)}" alt="${escapeHtml(picture.alt)}" width="504" style="display:block;width:100%;max-width:504px;height:auto;border-radius:6px"></p>`).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:6px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5b6b77">If the button does not work, open this link: <a href="${escapeHtml(action.url)}" style="color:${SKY}">${escapeHtml(action.url)}</a></p>`
    : ''
}
${content.footnote ? `<p style="margin:16px 0 0;font-size:13px;color:#5b6b77">${escapeHtml(content.footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 28px;background:#f6f8fa;font-size:12px;color:#5b6b77">Blue skies from the ${escapeHtml(brand)} team.</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.pictures ?? []).flatMap((picture) => [`${picture.alt}: ${picture.url}`, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    `Blue skies from the ${brand} team.`,
  ].join('\n');
  return { to: content.to, subject: `${brand} | ${content.subject}`, html, text };
}
