import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { UserGroupRate } from '#shared/api/schemas/group.ts';
import type { AvailableModelMap } from '#shared/api/schemas/model.ts';
import { TokenPageSchema } from '#shared/api/schemas/key.ts';
import type { ChannelRates } from '#shared/format/price.ts';
import { browserApi } from '#client/session/credentials.ts';
import { readLocal } from '#client/session/local-store.ts';
import { withKeyPrefix } from '#client/components/code-box/curl-sample.ts';
import { answerQuota, billingRatio } from './answer-cost.ts';
import { chatTitle, deleteChat, parseChats, saveChat, turnsForRegenerate } from './conversations.ts';
import type { Chat, Turn } from './conversations.ts';
import { initialModel, playgroundModels } from './playground-models.ts';
import type { PlaygroundModel } from './playground-models.ts';
import { chatRequest, parseSettings, PLAYGROUND_KEY } from './playground-settings.ts';
import type { PlaygroundSettings } from './playground-settings.ts';
import { classifyFailure } from './relay-error.ts';
import type { AnswerFailure } from './relay-error.ts';
import { streamChat } from './stream-chat.ts';
import { useStoredText } from '#client/session/local-store.ts';

const CHATS_KEY = 'playground-chats';
const SETTINGS_KEY = 'playground-settings';
const RELAY_PATH = '/v1/chat/completions';

/** One of the user's keys as the picker holds it: the key stays in memory, the picker shows the name. */
export interface KeyOption {
  id: number;
  name: string;
  group: string;
  key: string;
}

export type KeysState = { state: 'loading' } | { state: 'ready'; keys: KeyOption[] } | { state: 'failed'; message: string };

/** What the loader gives the page. */
export interface PlaygroundData {
  models: AvailableModelMap;
  groups: UserGroupRate[];
  channelRates: ChannelRates;
}

// Unique within this browser's list is enough (crypto.randomUUID needs a secure context).
function newChat(): Chat {
  return { id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`, title: '', updatedAt: Date.now(), turns: [] };
}

/**
 * The playground's state: conversations and settings kept in localStorage (loaded after
 * hydration, so the server and the first browser render agree), the user's keys fetched in the
 * browser only (never in the page's HTML), and one answer streaming at a time.
 */
export function usePlayground(data: PlaygroundData, userGroup: string, failureMessage: (error: unknown) => string) {
  const [chatsText, writeChats] = useStoredText(CHATS_KEY);
  const [settingsText, writeSettings] = useStoredText(SETTINGS_KEY);
  const chats = useMemo(() => parseChats(chatsText), [chatsText]);
  const stored = useMemo(() => parseSettings(settingsText), [settingsText]);
  const [chat, setChat] = useState<Chat>(newChat);
  const [keys, setKeys] = useState<KeysState>({ state: 'loading' });
  const [streaming, setStreaming] = useState<string | null>(null);
  const [failure, setFailure] = useState<AnswerFailure | null>(null);
  const abort = useRef<AbortController | null>(null);
  const playgroundKey = useRef<string | null>(null);

  const keyOption = keys.state === 'ready' ? keys.keys.find((key) => `key:${key.id}` === stored.keyChoice) : undefined;
  const group = keyOption?.group || userGroup;
  const models: PlaygroundModel[] = useMemo(() => playgroundModels(data.models, group), [data.models, group]);
  // The stored model while it is still offered, else a cheap one the group can use.
  // A stored key that is gone (deleted since) falls back to the playground key.
  const keyGone = keys.state === 'ready' && !keyOption && stored.keyChoice !== PLAYGROUND_KEY;
  const settings: PlaygroundSettings = {
    ...stored,
    model: initialModel(models, stored.model),
    keyChoice: keyGone ? PLAYGROUND_KEY : stored.keyChoice,
  };
  const model = models.find((candidate) => candidate.name === settings.model) ?? null;

  useEffect(() => {
    let live = true;
    browserApi()
      .get('/api/token/', TokenPageSchema, { page: 1, size: 100 })
      .then(
        (page) =>
          live &&
          setKeys({
            state: 'ready',
            keys: page.data.map((token) => ({ id: token.id, name: token.name, group: token.group, key: withKeyPrefix(token.key) })),
          }),
        (error: unknown) => live && setKeys({ state: 'failed', message: failureMessage(error) }),
      );
    return () => {
      live = false;
    };
  }, [failureMessage]);

  // A stream still running when the page goes away is stopped.
  useEffect(() => () => abort.current?.abort(), []);

  const setSettings = (patch: Partial<PlaygroundSettings>) => writeSettings(JSON.stringify({ ...settings, ...patch }));

  // Read again at each write: an answer ends long after the render that started it.
  const store = useCallback(
    (next: Chat) => {
      setChat(next);
      writeChats(JSON.stringify(saveChat(parseChats(readLocal(CHATS_KEY)), next)));
    },
    [writeChats],
  );

  /** The chosen key, `sk-` prefixed: the user's own, or the gateway's playground key (asked once). */
  async function resolveKey(): Promise<string> {
    if (settings.keyChoice !== PLAYGROUND_KEY) {
      if (!keyOption) throw new Error('key');
      return keyOption.key;
    }
    playgroundKey.current ??= withKeyPrefix(await browserApi().get('/api/token/playground', z.string().check(z.minLength(1))));
    return playgroundKey.current;
  }

  async function run(turns: Turn[]): Promise<void> {
    if (!model || streaming !== null) return;
    const started: Chat = { ...chat, title: chat.title || chatTitle(turns), updatedAt: Date.now(), turns };
    store(started);
    setFailure(null);
    setStreaming('');
    const controller = new AbortController();
    abort.current = controller;
    try {
      const apiKey = await resolveKey().catch((error: unknown) => {
        throw new Error(failureMessage(error));
      });
      const outcome = await streamChat({
        url: RELAY_PATH,
        apiKey,
        body: chatRequest({ ...settings, model: model.name }, turns),
        signal: controller.signal,
        onText: setStreaming,
      });
      const ratio = billingRatio(model.price, group, data.groups, data.channelRates);
      const answer: Turn = { role: 'assistant', content: outcome.text, model: model.name };
      if (outcome.usage)
        answer.cost = {
          quota: ratio === null ? null : answerQuota(model.price, ratio, outcome.usage),
          promptTokens: outcome.usage.promptTokens,
          completionTokens: outcome.usage.completionTokens,
        };
      if (outcome.stopped) answer.stopped = true;
      store({ ...started, updatedAt: Date.now(), turns: [...turns, answer] });
    } catch (error) {
      setFailure(classifyFailure(error, model.usable));
    } finally {
      abort.current = null;
      setStreaming(null);
    }
  }

  return {
    chats,
    chat,
    settings,
    setSettings,
    keys,
    group,
    models,
    model,
    streaming,
    failure,
    resolveKey,
    send: (prompt: string) => void run([...chat.turns, { role: 'user', content: prompt }]),
    regenerate: () => {
      const turns = turnsForRegenerate(chat.turns);
      if (turns) void run(turns);
    },
    stop: () => abort.current?.abort(),
    newChat: () => {
      if (streaming !== null) return;
      setFailure(null);
      setChat(newChat());
    },
    openChat: (id: string) => {
      const found = chats.find((candidate) => candidate.id === id);
      if (found && streaming === null) {
        setFailure(null);
        setChat(found);
      }
    },
    deleteChat: (id: string) => {
      writeChats(JSON.stringify(deleteChat(parseChats(readLocal(CHATS_KEY)), id)));
      if (id === chat.id && streaming === null) setChat(newChat());
    },
  };
}

export type Playground = ReturnType<typeof usePlayground>;
