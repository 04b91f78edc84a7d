import {
  Kind,
  getNamedType,
  isCompositeType,
  isListType,
  isNonNullType,
  valueFromASTUntyped,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Shopify's requested query cost: scalars and enums 0, an object 1, a connection 2 plus `first`
 * (or `last`) times the cost of one node, a mutation field 10. Shopify refuses a query before
 * running it when this is more than the bucket holds, and then charges the actual cost.
 */
export function requestedQueryCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const isMutation = operation.operation === 'mutation';

  const argument = (node: { arguments?: readonly { name: { value: string }; value: Parameters<typeof valueFromASTUntyped>[0] }[] }, name: string) => {
    const arg = node.arguments?.find((a) => a.name.value === name);
    if (!arg) return undefined;
    const value = valueFromASTUntyped(arg.value, variables);
    return typeof value === 'number' ? value : undefined;
  };

  const selectionCost = (type: GraphQLCompositeType, set: SelectionSetNode, depth: number): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && on && isCompositeType(on)) total += selectionCost(on, fragment.selectionSet, depth);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (on && isCompositeType(on)) total += selectionCost(on, selection.selectionSet, depth);
        continue;
      }
      if (!('getFields' in type)) continue;
      const field = type.getFields()[selection.name.value];
      if (!field) continue;
      const named = getNamedType(field.type);
      if (!isCompositeType(named) || !selection.selectionSet) continue;
      const inner = selectionCost(named, selection.selectionSet, depth + 1);
      if (depth === 0 && isMutation) {
        total += 10 + inner;
      } else if (named.name.endsWith('Connection')) {
        const size = argument(selection, 'first') ?? argument(selection, 'last') ?? 0;
        // edges/nodes in the connection's selection already count one object per node
        total += 2 + size * Math.max(inner, 1);
      } else {
        const unwrapped = isNonNullType(field.type) ? field.type.ofType : field.type;
        total += isListType(unwrapped) && depth > 0 && type.name.endsWith('Connection') ? inner : 1 + inner;
      }
    }
    return total;
  };

  return Math.max(1, selectionCost(root, operation.selectionSet, 0));
}
