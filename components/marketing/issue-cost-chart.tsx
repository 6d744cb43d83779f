import { siteConfig, type IssueFrequency } from '@/lib/site/config';

type IssueCostChartProps = {
  issues?: readonly IssueFrequency[];
  caption?: string;
};

/**
 * How often each issue shows up on inspection reports and what it typically costs, as a table whose
 * frequency cells carry a bar: screen readers read a plain table, sighted readers see a bar chart.
 */
export function IssueCostChart({
  issues = siteConfig.issueFrequencies,
  caption = 'How often each issue appears on Hampton Roads inspection reports, and its typical repair cost',
}: IssueCostChartProps) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-card)]">
      <table className="w-full border-collapse text-left">
        <caption className="px-3 pt-5 pb-2 sm:px-5 text-left text-sm font-medium text-slate-600">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-600">
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              Issue
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:w-1/2 sm:px-5">
              Share of reports
            </th>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-5">
              Typical cost
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((item) => (
            <tr key={item.issue} className="cost-row">
              <th scope="row">{item.issue}</th>
              <td>
                <div className="flex items-center gap-3">
                  <div aria-hidden="true" className="cost-bar">
                    <div style={{ width: `${item.frequency}%` }} />
                  </div>
                  <span className="font-semibold text-slate-900 tabular-nums">{`${item.frequency}%`}</span>
                </div>
              </td>
              <td>{item.cost}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
