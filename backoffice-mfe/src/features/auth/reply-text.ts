/** The text of a plain-text reply, also when a server sends `{"message": …}` instead. */
export function replyText(reply: unknown): string {
  if (typeof reply !== 'string') return '';
  try {
    const parsed: unknown = JSON.parse(reply);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    )
      return parsed.message;
  } catch {
    // Plain text, as the spec's server replies.
  }
  return reply;
}
