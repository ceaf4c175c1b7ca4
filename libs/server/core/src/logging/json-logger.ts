import type { LoggerService } from '@nestjs/common';
import { requestContext } from './request-context';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface JsonLoggerOptions {
  service: string;
  level?: LogLevel;
  /** Where lines go; stdout by default. Tests pass their own to read what was logged. */
  write?: (line: string) => void;
}

type Fields = Record<string, unknown>;

/**
 * One JSON object per line, so log collectors need no parsing rules. Every line written inside a
 * request or a job carries its requestId or jobId. Implements Nest's LoggerService so framework
 * messages come out in the same shape.
 */
export class JsonLogger implements LoggerService {
  private readonly threshold: number;
  private readonly write: (line: string) => void;

  constructor(private readonly options: JsonLoggerOptions) {
    this.threshold = RANK[options.level ?? 'info'];
    this.write = options.write ?? ((line) => process.stdout.write(line));
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }

  /** Structured entry point for our own code: `logger.info('job failed', { jobId, reason })`. */
  info(msg: string, fields: Fields = {}): void {
    this.entry('info', msg, fields);
  }

  entry(level: LogLevel, msg: string, fields: Fields = {}): void {
    if (RANK[level] < this.threshold) return;
    const context = requestContext.getStore();
    const line = {
      time: new Date().toISOString(),
      level,
      service: this.options.service,
      pid: process.pid,
      ...(context?.requestId ? { requestId: context.requestId } : {}),
      ...(context?.jobId ? { jobId: context.jobId, jobName: context.jobName } : {}),
      msg,
      ...fields,
    };
    this.write(`${safeStringify(line)}\n`);
  }

  /** Nest calls log(message, context) or error(message, stack, context); map those onto fields. */
  private emit(level: LogLevel, message: unknown, rest: unknown[]): void {
    const fields: Fields = {};
    const args = [...rest];
    const context = typeof args[args.length - 1] === 'string' ? (args.pop() as string) : undefined;
    if (context) fields['context'] = context;
    if (level === 'error' && typeof args[0] === 'string') fields['stack'] = args.shift();
    for (const extra of args) {
      if (extra && typeof extra === 'object' && !(extra instanceof Error)) Object.assign(fields, extra);
    }
    if (message instanceof Error) {
      fields['err'] = serializeError(message);
      this.entry(level, message.message, fields);
    } else if (message && typeof message === 'object') {
      const { msg, message: text, ...restFields } = message as Fields;
      this.entry(level, String(msg ?? text ?? ''), { ...fields, ...restFields });
    } else {
      this.entry(level, String(message), fields);
    }
  }
}

export function serializeError(error: unknown): Fields {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch {
    return JSON.stringify({ level: 'error', msg: 'unserialisable log entry' });
  }
}
