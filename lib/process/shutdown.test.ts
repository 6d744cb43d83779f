import { EventEmitter } from 'node:events';
import { closeOnShutdown, writeBeforeStoreCloses, type ShutdownProcess } from './shutdown';

/** A process whose signals the test sends and whose exits it records (the real exit is never called). */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  const proc: ShutdownProcess & { emit: (signal: string) => void } = {
    on: (signal, listener) => events.on(signal, listener),
    listenerCount: (signal) => events.listenerCount(signal),
    exit: ((code?: number) => void exits.push(code ?? 0)) as ShutdownProcess['exit'],
    emit: (signal) => events.emit(signal),
  };
  return { proc, exits, events };
}

const quietLog = { info: jest.fn(), error: jest.fn() };
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('clean shutdown', () => {
  it('stops background work at once, closes the store only when Next exits after its last request, then exits with its code', async () => {
    const { proc, exits, events } = fakeProcess();
    const order: string[] = [];
    // Next's own handler, registered first: it answers the requests in flight, then exits.
    let nextExit!: () => void;
    events.on('SIGTERM', () => (nextExit = () => proc.exit(143)));
    closeOnShutdown({ stopWork: async () => void order.push('work stopped'), close: async () => void order.push('store closed'), proc, log: quietLog });

    proc.emit('SIGTERM');
    await tick();
    expect(order).toEqual(['work stopped']);
    expect(exits).toEqual([]);
    order.push('requests answered');
    nextExit();
    await tick();
    expect(order).toEqual(['work stopped', 'requests answered', 'store closed']);
    expect(exits).toEqual([143]);
  });

  it('writes what is held in memory (page counts) after the last request and before the store closes', async () => {
    const { proc, exits } = fakeProcess();
    const order: string[] = [];
    // Registered for the rest of the process, as in a server: its wait must not hang on fake timers later.
    writeBeforeStoreCloses(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      order.push('counts written');
    });
    closeOnShutdown({ stopWork: async () => void order.push('work stopped'), close: async () => void order.push('store closed'), proc, log: quietLog });
    proc.emit('SIGTERM');
    await tick(50);
    expect(order).toEqual(['work stopped', 'counts written', 'store closed']);
    expect(exits).toEqual([143]);
  });

  it('closes and exits at once when nobody else handles the signal', async () => {
    const { proc, exits } = fakeProcess();
    const close = jest.fn(async () => undefined);
    closeOnShutdown({ stopWork: async () => undefined, close, proc, log: quietLog });
    proc.emit('SIGINT');
    await tick();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([130]);
  });

  describe('on the clock (fake timers: the limits are exact, whatever the machine is doing)', () => {
    // setImmediate stays real: awaiting it lets every promise the fired timer started settle.
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
    afterEach(() => jest.useRealTimers());
    const advance = async (ms: number) => {
      await jest.advanceTimersByTimeAsync(ms);
      await new Promise((resolve) => setImmediate(resolve));
    };

    it('closes the store anyway when the server is still answering after the drain time', async () => {
      const { proc, exits, events } = fakeProcess();
      events.on('SIGTERM', () => undefined);
      const close = jest.fn(async () => undefined);
      closeOnShutdown({ stopWork: async () => undefined, close, drainMs: 100, proc, log: quietLog });
      proc.emit('SIGTERM');
      await advance(99);
      expect(close).not.toHaveBeenCalled();
      expect(exits).toEqual([]);
      await advance(1);
      expect(close).toHaveBeenCalledTimes(1);
      expect(exits).toEqual([143]);
    });

    it('exits after the close time even if closing hangs', async () => {
      const { proc, exits } = fakeProcess();
      closeOnShutdown({ stopWork: async () => undefined, close: () => new Promise(() => undefined), closeMs: 100, proc, log: quietLog });
      proc.emit('SIGTERM');
      await advance(99);
      expect(exits).toEqual([]);
      await advance(1);
      expect(exits).toEqual([143]);
    });
  });

  it('closes once for repeated signals and repeated exits', async () => {
    const { proc, exits } = fakeProcess();
    const close = jest.fn(async () => undefined);
    closeOnShutdown({ stopWork: async () => undefined, close, proc, log: quietLog });
    proc.emit('SIGINT');
    proc.emit('SIGTERM');
    proc.exit(1);
    await tick();
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([130]);
  });
});
