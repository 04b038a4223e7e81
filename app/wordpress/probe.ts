import { answersWithoutCors, getWordPressJson, WordPressError } from './client';

export type ProbeFailure = 'unreachable' | 'timeout' | 'cors' | 'not-wordpress';

/** What the visitor reads when an address is refused (the current WordPress stays in use). */
export const PROBE_MESSAGES: Record<ProbeFailure, string> = {
  unreachable: 'Não foi possível conectar a este endereço. Confira a URL e se o site está no ar.',
  timeout: 'O endereço demorou demais para responder. Tente novamente em instantes.',
  cors: 'O WordPress respondeu, mas não permite o acesso a partir deste site (CORS). Libere este domínio nas configurações do WordPress.',
  'not-wordpress': 'Este endereço não respondeu como a API REST de um WordPress.',
};

/**
 * Tries a REST base before the site switches to it: a WordPress REST API answers its posts route
 * with a list. Returns null when it does, else why not.
 */
export async function probeWordPress(baseUrl: string, signal?: AbortSignal): Promise<ProbeFailure | null> {
  const url = `${baseUrl}/posts?per_page=1&_fields=id`;
  try {
    const { body } = await getWordPressJson(url, { signal });
    return Array.isArray(body) ? null : 'not-wordpress';
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    if (error.kind === 'timeout') return 'timeout';
    if (error.kind !== 'unreachable') return 'not-wordpress';
    return (await answersWithoutCors(url, signal)) ? 'cors' : 'unreachable';
  }
}
