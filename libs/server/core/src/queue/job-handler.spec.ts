import { JobName } from '@chonail/shared/contracts';
import { handlersByName, type JobHandler } from './job-handler';

const handler = (jobName: string, name = `${jobName}Handler`): JobHandler => {
  const made = { jobName, handle: async () => undefined } as unknown as JobHandler;
  Object.defineProperty(made, 'constructor', { value: { name } });
  return made;
};
const everyName = () => Object.values(JobName).map((name) => handler(name));

describe('handlersByName (the worker boots only with one handler per job name)', () => {
  it('maps every job name to its handler', () => {
    const handlers = everyName();
    const map = handlersByName(handlers);
    expect([...map.keys()].sort()).toEqual(Object.values(JobName).sort());
    expect(map.get(JobName.ProcessImage)).toBe(handlers.find((h) => h.jobName === JobName.ProcessImage));
  });

  it('refuses a job name without a handler', () => {
    const handlers = everyName().filter((h) => h.jobName !== JobName.MediaSweep);
    expect(() => handlersByName(handlers)).toThrow(`"${JobName.MediaSweep}" has no handler`);
  });

  it('refuses two handlers for one job name, naming both', () => {
    const handlers = [...everyName(), handler(JobName.ProcessVideo, 'SecondVideoHandler')];
    expect(() => handlersByName(handlers)).toThrow(`"${JobName.ProcessVideo}" has 2 handlers (${JobName.ProcessVideo}Handler, SecondVideoHandler)`);
  });

  it('refuses a handler for a job that does not exist', () => {
    expect(() => handlersByName([...everyName(), handler('renamed-job')])).toThrow('a handler names "renamed-job", which is no job');
  });
});
