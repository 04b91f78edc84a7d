CREATE TABLE "payment_automation" (
	"workplace_id" uuid NOT NULL,
	"provider_method" text NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_automation_workplace_id_provider_method_pk" PRIMARY KEY("workplace_id","provider_method")
);
--> statement-breakpoint
CREATE TABLE "wallet_declines" (
	"wallet_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_declines_wallet_id_idempotency_key_pk" PRIMARY KEY("wallet_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"wallet_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"topup_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"balance_topup_after" bigint NOT NULL,
	"balance_bonus_after" bigint NOT NULL,
	"idempotency_key" text,
	"reference" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workplace_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"balance_topup" bigint DEFAULT 0 NOT NULL,
	"balance_bonus" bigint DEFAULT 0 NOT NULL,
	"policy_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balances_not_negative" CHECK ("wallets"."balance_topup" >= 0 AND "wallets"."balance_bonus" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_automation" ADD CONSTRAINT "payment_automation_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_declines" ADD CONSTRAINT "wallet_declines_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_workplace_id_workplaces_id_fk" FOREIGN KEY ("workplace_id") REFERENCES "public"."workplaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_wallet_key_unique" ON "wallet_entries" USING btree ("wallet_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_entries_wallet_seq_idx" ON "wallet_entries" USING btree ("wallet_id","seq");--> statement-breakpoint
CREATE INDEX "wallet_entries_reference_idx" ON "wallet_entries" USING btree ("wallet_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_workplace_currency_unique" ON "wallets" USING btree ("workplace_id","currency");