import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

function Cells({ name }: { name: string }) {
  return <td>{name}</td>;
}

describe('DataTable cell labels', () => {
  it('writes each column name onto its body cells, through fragments and spans', () => {
    const html = renderToStaticMarkup(
      <DataTable label="표">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">선택</span>
            </th>
            <th scope="col">이름</th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {['가', '나'].map((n) => (
            <tr key={n}>
              <>
                <td>
                  <input type="checkbox" aria-label={`선택: ${n}`} />
                </td>
                <td>{n}</td>
              </>
              <td>대기</td>
            </tr>
          ))}
          <tr>
            <td colSpan={3}>없음</td>
          </tr>
        </tbody>
      </DataTable>,
    );
    expect(html.match(/data-label="선택"/g)).toHaveLength(2);
    expect(html.match(/data-label="이름"/g)).toHaveLength(2);
    expect(html).toContain('<td data-label="상태">대기</td>');
    expect(html).toMatch(/<td colspan="3">없음<\/td>/i);
  });

  it('leaves a cell drawn by a component unlabelled rather than mislabelled', () => {
    const html = renderToStaticMarkup(
      <DataTable label="표">
        <thead>
          <tr>
            <th>이름</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <Cells name="가" />
          </tr>
        </tbody>
      </DataTable>,
    );
    expect(html).toContain('<td>가</td>');
  });
});
