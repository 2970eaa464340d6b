/**
 * The MCP endpoint of this server process: the tools get this process's API function and fair-use
 * budget (one budget per caller for the API and MCP) and the food search of POST /api/food-search.
 */
import { handleFoodSearch } from '@/lib/food-search/handler';
import type { CallerRequest } from '@/lib/api/handler';
import { chargeApiBudget, chargeRemoteLookup, handleApiRequest } from '@/lib/api/service';
import { answerMcpRequest } from './http';

export function answerProcessMcpRequest(request: Request, caller: CallerRequest): Promise<Response> {
  return answerMcpRequest(request, {
    api: handleApiRequest,
    budget: chargeApiBudget,
    caller,
    // The caller's Open Food Facts share is theirs over MCP too.
    foodSearch: (body) => handleFoodSearch(body, process.env, undefined, () => chargeRemoteLookup(caller)),
  });
}
