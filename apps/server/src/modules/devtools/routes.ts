import type { FastifyInstance } from 'fastify';
import type { Services } from '../module';
import { escapeHtml } from '../../lib/html';

/** A mail's extra header lines (a newsletter's List-Unsubscribe...), if it has any. */
function headerLines(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return lines.length
    ? `<details class="headers"><summary>Headers</summary><pre>${escapeHtml(lines.join('\n'))}</pre></details>`
    : '';
}

/** What a mail had attached: names, types and sizes (the outbox keeps no file). */
function attachmentLines(attachments: { filename: string; contentType: string; size: number }[]) {
  return attachments.length
    ? `<ul class="attachments">${attachments
        .map(
          (file) =>
            `<li>Attached: <strong>${escapeHtml(file.filename)}</strong> (${escapeHtml(file.contentType)}, ${file.size.toLocaleString('en-GB')} bytes)</li>`,
        )
        .join('')}</ul>`
    : '';
}

/** Dev mode only: every mail the app sent, newest first, rendered with working links. */
export default async function devtoolsRoutes(
  app: FastifyInstance,
  ctx: Pick<Services, 'config' | 'outbox'>,
) {
  app.get('/dev/mails/', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await ctx.outbox.list();
    const items = mails
      .map(
        (mail) => `<article class="mail">
  <header><h2>${escapeHtml(mail.subject)}</h2>
  <p>To <strong class="to">${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(mail.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time></p></header>
  ${headerLines(mail.headers)}
  ${attachmentLines(mail.attachments)}
  <div class="body">${mail.html}</div>
  <details><summary>Text version</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>DEV ${escapeHtml(ctx.config.brand)} | Mails</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;background:#f4f6f8}
h1{font-size:24px}.mail{background:#fff;border-radius:8px;padding:16px;margin:0 0 24px;box-shadow:0 1px 3px #0002}
.mail h2{font-size:18px;margin:0}.mail header p{color:#555;margin:4px 0 12px}pre{white-space:pre-wrap}</style></head>
<body><h1>Mails sent by ${escapeHtml(ctx.config.brand)} (${mails.length})</h1>
${ctx.config.smtpUrl ? '<p>SMTP_URL is set: mails go to the SMTP server and are not kept here.</p>' : ''}
${items || '<p>No mail has been sent yet.</p>'}
</body></html>`);
  });
}
