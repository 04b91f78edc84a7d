import {
  Kind,
  getNamedType,
  isCompositeType,
  valueFromASTUntyped,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
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
  /** The answer's data: then connections cost what they returned (Shopify's actual cost). */
  data?: unknown,
): number {
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return 0;
  const isMutation = operation.operation === 'mutation';

  const argument = (
    node: {
      arguments?: readonly {
        name: { value: string };
        value: Parameters<typeof valueFromASTUntyped>[0];
      }[];
    },
    name: string,
  ) => {
    const arg = node.arguments?.find((a) => a.name.value === name);
    if (!arg) return undefined;
    const value = valueFromASTUntyped(arg.value, variables);
    return typeof value === 'number' ? value : undefined;
  };

  // With data, the actual cost: a connection counts the nodes it returned (the largest page of
  // that field wherever it occurs), not the `first` it asked for.
  const returned = (value: unknown, field: string): number | undefined => {
    const values = Array.isArray(value) ? value : [value];
    const sizes = values
      .map((v) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[field] : undefined))
      .map((c) =>
        c && typeof c === 'object'
          ? (
              (c as { nodes?: unknown[]; edges?: unknown[] }).nodes ??
              (c as { edges?: unknown[] }).edges
            )?.length
          : undefined,
      )
      .filter((n): n is number => typeof n === 'number');
    return sizes.length > 0 ? Math.max(...sizes) : undefined;
  };
  const child = (value: unknown, field: string): unknown => {
    const values = (Array.isArray(value) ? value : [value]).map((v) =>
      v && typeof v === 'object' ? (v as Record<string, unknown>)[field] : undefined,
    );
    // a connection's nodes/edges, and lists, flatten so deeper connections see every node
    return values.flatMap((v) =>
      Array.isArray(v)
        ? v
        : v && typeof v === 'object' && 'node' in (v as object)
          ? [(v as { node: unknown }).node]
          : [v],
    );
  };

  const selectionCost = (
    type: GraphQLCompositeType,
    set: SelectionSetNode,
    depth: number,
    value?: unknown,
  ): number => {
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        const on = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && on && isCompositeType(on))
          total += selectionCost(on, fragment.selectionSet, depth, value);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : type;
        if (on && isCompositeType(on))
          total += selectionCost(on, selection.selectionSet, depth, value);
        continue;
      }
      if (!('getFields' in type)) continue;
      const field = type.getFields()[selection.name.value];
      if (!field) continue;
      const named = getNamedType(field.type);
      if (!isCompositeType(named) || !selection.selectionSet) continue;
      const key = selection.alias?.value ?? selection.name.value;
      const below = value === undefined ? undefined : child(value, key);
      if (depth === 0 && isMutation) {
        total += 10 + selectionCost(named, selection.selectionSet, depth + 1, below);
      } else if (named.name.endsWith('Connection') && 'getFields' in named) {
        const asked = argument(selection, 'first') ?? argument(selection, 'last') ?? 0;
        const size = value === undefined ? asked : Math.min(asked, returned(value, key) ?? asked);
        total += 2 + size * Math.max(nodeCost(named, selection.selectionSet, depth + 1, below), 1);
      } else {
        total += 1 + selectionCost(named, selection.selectionSet, depth + 1, below);
      }
    }
    return total;
  };

  /** One node of a connection: `nodes { … }` or `edges { node { … } }`; pageInfo is free. */
  function nodeCost(
    type: GraphQLObjectType | GraphQLInterfaceType,
    set: SelectionSetNode,
    depth: number,
    value: unknown,
  ): number {
    let perNode = 0;
    for (const selection of set.selections) {
      if (selection.kind !== Kind.FIELD || !selection.selectionSet) continue;
      const field = type.getFields()[selection.name.value];
      const named = field && getNamedType(field.type);
      if (!named || !isCompositeType(named)) continue;
      const below =
        value === undefined
          ? undefined
          : child(value, selection.alias?.value ?? selection.name.value);
      if (selection.name.value === 'nodes')
        perNode = Math.max(
          perNode,
          1 + selectionCost(named, selection.selectionSet, depth + 1, below),
        );
      else if (selection.name.value === 'edges')
        perNode = Math.max(perNode, selectionCost(named, selection.selectionSet, depth + 1, below));
    }
    return perNode;
  }

  return Math.max(1, selectionCost(root, operation.selectionSet, 0, data));
}
