import { NOTEBOOK_MESSAGES, NOTEBOOK_STATEMENTS } from '@windfamily/contract/notebook';
import { badRequest } from '../../lib/http-error';

/**
 * Functions the notebook never calls, even in a read-only transaction: they read or list the
 * server's files, write large objects to them, reach other databases or other sessions, change
 * settings, take locks that outlive the transaction, or run SQL given as text (which the check
 * below cannot see into).
 */
const DENIED_FUNCTIONS: readonly RegExp[] = [
  /^pg_read_(binary_)?file$/,
  /^pg_stat_file$/,
  /^pg_ls_\w+$/,
  /^lo_\w+$/,
  /^pg_file_\w+$/,
  /^pg_(terminate|cancel)_backend$/,
  /^pg_reload_conf$/,
  /^pg_rotate_logfile$/,
  /^pg_promote$/,
  /^pg_switch_wal$/,
  /^pg_log_backend_memory_contexts$/,
  /^pg_logical_emit_message$/,
  /^set_config$/,
  /^dblink\w*$/,
  /^pg_(try_)?advisory_\w+$/,
  /^query_to_xml\w*$/,
  /^cursor_to_xml\w*$/,
  /^ts_stat$/,
];

const isDenied = (name: string) => DENIED_FUNCTIONS.some((pattern) => pattern.test(name));

export type StatementKind = (typeof NOTEBOOK_STATEMENTS)[number];

/** A statement the notebook may run: its text and its first keyword. */
export interface CheckedStatement {
  text: string;
  kind: StatementKind;
}

/**
 * Reads a statement as PostgreSQL's lexer would, as far as the check needs: comments (`--`,
 * nested block comments), string literals ('', E'' with backslashes, $tag$ dollar quotes) and
 * quoted identifiers. Gives the text with comments dropped, and each place where code (not a
 * literal) has a semicolon or a name followed by an opening parenthesis.
 */
function scan(source: string): { code: string; semicolons: number[]; calls: string[] } {
  let code = '';
  const semicolons: number[] = [];
  const calls: string[] = [];
  /** The last name read in code and where the code was when it ended. */
  let lastName: { name: string; end: number } | undefined;
  let i = 0;
  const unclosed = () => badRequest(NOTEBOOK_MESSAGES.unclosed);
  while (i < source.length) {
    const char = source[i]!;
    const next = source[i + 1];
    if (char === '-' && next === '-') {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
      code += ' ';
      continue;
    }
    if (char === '/' && next === '*') {
      let depth = 1;
      i += 2;
      while (depth > 0) {
        if (i >= source.length) throw unclosed();
        if (source.startsWith('/*', i)) {
          depth += 1;
          i += 2;
        } else if (source.startsWith('*/', i)) {
          depth -= 1;
          i += 2;
        } else i += 1;
      }
      code += ' ';
      continue;
    }
    if (char === "'") {
      const escapes = /[eE]$/.test(code) && !/[\w$][eE]$/.test(code);
      let j = i + 1;
      for (;;) {
        if (j >= source.length) throw unclosed();
        if (escapes && source[j] === '\\') j += 2;
        else if (source[j] === "'" && source[j + 1] === "'") j += 2;
        else if (source[j] === "'") break;
        else j += 1;
      }
      code += source.slice(i, j + 1);
      i = j + 1;
      lastName = undefined;
      continue;
    }
    if (char === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= source.length) throw unclosed();
        if (source[j] === '"' && source[j + 1] === '"') j += 2;
        else if (source[j] === '"') break;
        else j += 1;
      }
      const name = source.slice(i + 1, j).replaceAll('""', '"');
      code += source.slice(i, j + 1);
      lastName = { name, end: code.length };
      i = j + 1;
      continue;
    }
    const dollar =
      char === '$' && !/[\w$]$/.test(code) ? /^\$([A-Za-z_]\w*)?\$/.exec(source.slice(i)) : null;
    if (dollar) {
      const tag = dollar[0];
      const end = source.indexOf(tag, i + tag.length);
      if (end === -1) throw unclosed();
      code += source.slice(i, end + tag.length);
      i = end + tag.length;
      lastName = undefined;
      continue;
    }
    const word = /^[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*/.exec(source.slice(i, i + 200));
    if (word && !/[\w$]$/.test(code)) {
      code += word[0];
      lastName = { name: word[0].toLowerCase(), end: code.length };
      i += word[0].length;
      continue;
    }
    if (char === '(' && lastName && code.slice(lastName.end).trim() === '')
      calls.push(lastName.name);
    if (char === ';') semicolons.push(code.length);
    if (!/\s/.test(char)) lastName = undefined;
    code += char;
    i += 1;
  }
  return { code, semicolons, calls };
}

/**
 * The statement the notebook may run, or a 400 saying why not: one statement (a last
 * semicolon is dropped), starting with a reading keyword, calling no denied function.
 */
export function checkStatement(source: string): CheckedStatement {
  const { code, semicolons, calls } = scan(source);
  let text = code.trim();
  if (!text) throw badRequest(NOTEBOOK_MESSAGES.empty);
  const last = semicolons.at(-1);
  if (semicolons.length > 1 || (last !== undefined && code.slice(last + 1).trim() !== ''))
    throw badRequest(NOTEBOOK_MESSAGES.oneStatement);
  if (last !== undefined) text = code.slice(0, last).trim();
  const first = /^[A-Za-z]+/.exec(text)?.[0].toUpperCase();
  const kind = NOTEBOOK_STATEMENTS.find((keyword) => keyword === first);
  if (!kind || !text) throw badRequest(NOTEBOOK_MESSAGES.readsOnly);
  const denied = calls.find(isDenied);
  if (denied) throw badRequest(NOTEBOOK_MESSAGES.deniedFunction(denied));
  return { text, kind };
}
