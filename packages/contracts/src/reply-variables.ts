/**
 * Quick replies may carry variables filled from the open conversation when an agent picks them (docs/product/chat.md,
 * "Quick replies"): `{customer_name}`, `{order_id}`, `{product}`, `{agent_name}`. A value the conversation does
 * not have stays as its placeholder in the reply box, a gap the agent sees and fills; a message with a placeholder
 * left in it is refused, so a customer never reads one.
 */
export const REPLY_VARIABLES = ['customer_name', 'order_id', 'product', 'agent_name'] as const;
export type ReplyVariable = (typeof REPLY_VARIABLES)[number];
export type ReplyValues = Partial<Record<ReplyVariable, string | null | undefined>>;

const PLACEHOLDER = /\{(customer_name|order_id|product|agent_name)\}/g;

/** The reply with every variable that has a value filled in; `missing` names the ones left as placeholders. */
export function fillReplyVariables(text: string, values: ReplyValues): { text: string; missing: ReplyVariable[] } {
  const missing = new Set<ReplyVariable>();
  const filled = text.replace(PLACEHOLDER, (placeholder, name: ReplyVariable) => {
    const value = values[name]?.trim();
    if (value) return value;
    missing.add(name);
    return placeholder;
  });
  return { text: filled, missing: [...missing] };
}

/** The placeholders still in a message about to be sent, in the order they appear, once each. */
export function unfilledReplyVariables(text: string): ReplyVariable[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] as ReplyVariable))];
}
