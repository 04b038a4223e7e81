// What the subscription forms and pages say, in one place (the forms and their tests share them).

export const SIGNUP_TEXTS = {
  unavailable: 'A inscrição por e-mail não está disponível neste site.',
  invalidEmail: 'Esse e-mail não parece válido. Confira e tente de novo (por exemplo, nome@exemplo.com.br).',
  invalidTarget: 'Digite o preço desejado em reais, como 199,90, ou deixe o campo em branco.',
  failed:
    'Não foi possível fazer a inscrição agora: o site não conseguiu falar com o servidor. Seu e-mail continua no campo; tente de novo em instantes.',
  outdatedConsent: 'O texto de consentimento mudou desde que a página abriu. Recarregue a página e tente de novo.',
  sending: 'Enviando...',
  honeypot: 'Deixe este campo em branco',
  privacy: 'Política de Privacidade',
} as const;

/** What the form says once the plugin took the request (it never says whether the address was already in). */
export function sentTo(email: string, then: string): string {
  return `Enviamos um e-mail de confirmação para ${email}. Abra-o e toque em "Confirmar inscrição": ${then} Se não chegar em alguns minutos, confira a caixa de spam. Se você já estava inscrito, nada muda.`;
}
