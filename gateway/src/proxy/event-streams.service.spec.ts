import { EventStreams } from './event-streams.service';

describe('EventStreams', () => {
  it('ends every open stream once on shutdown, and forgets a stream that closed by itself', () => {
    const streams = new EventStreams();
    const first = jest.fn();
    const second = jest.fn();
    streams.add(first);
    const release = streams.add(second);
    release();
    expect(streams.size).toBe(1);
    streams.endAll();
    streams.endAll();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(streams.size).toBe(0);
  });
});
