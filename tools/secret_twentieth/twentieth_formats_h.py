# ruff: noqa: E501
"""Seed banks and germplasm vaults: cold rooms, germination tests, accessions, couriers."""

from __future__ import annotations

from twentieth_spec import reg

F = "seed_bank_germplasm_vault"

reg(
    F,
    "seedbank_cold_room_monitor_yaml_alert_key",
    "monitor/<<org>>_coldroom_<<n>>.yml",
    r"""site: <<org>> seed vault
rooms:
  - id: cold<<n>>
    setpoint_c: -18
    alarm_above_c: -15
alerting:
  provider: pagerline
  routing_key: "<<v>>"
""",
    "hex32",
)

reg(
    F,
    "seedbank_germination_tests_rmarkdown_db_password",
    "reports/<<org>>_germination_<<n>>.Rmd",
    r"""---
title: "Germination tests, batch <<num>>"
output: html_document
---

```{r setup, include=FALSE}
library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "<<host>>", dbname = "accessions",
                 user = "germ_reader", password = "<<v>>")
```

```{r}
dbGetQuery(con, "SELECT accession, pct_germ FROM tests WHERE batch = <<num>>")
```
""",
    "pw_dq",
    "",
)

reg(
    F,
    "seedbank_accession_perl_dbi_connect_password",
    "scripts/<<org>>_accessions_<<n>>.pl",
    r"""#!/usr/bin/perl
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("DBI:mysql:database=germplasm;host=<<host>>", "curator", '<<v>>', { RaiseError => 1 });
my $sth = $dbh->prepare("SELECT acc_no, taxon FROM accessions WHERE received > ?");
$sth->execute('<<date>>');
""",
    "pw_sq",
    "",
)

reg(
    F,
    "seedbank_courier_portal_csv_api_key",
    "exports/<<org>>_integrations_<<n>>.csv",
    r"""service,account,key,notes
courier_cold_chain,<<org>>,<<v>>,dry ice shipments
phyto_certificates,<<user>>,,manual upload only
""",
    "pre:ccp_:32",
    "",
)

reg(
    F,
    "seedbank_sequencing_makefile_rsync_password",
    "pipelines/<<org>>_<<n>>/Makefile",
    "RUN ?= run<<n>>\nRSYNC_PASSWORD = <<v>>\nexport RSYNC_PASSWORD\n\n.PHONY: fetch\nfetch:\n\trsync -av rsync://seqcore@<<host>>/runs/$(RUN)/ data/$(RUN)/\n",
    "pw_bare",
    "",
)

reg(
    F,
    "seedbank_herbarium_iiif_json_bearer",
    "config/<<org>>_iiif_<<n>>.json",
    r"""{
  "iiif_server": "https://images.<<dom>>/iiif/3",
  "collections": ["herbarium", "seed-photos"],
  "auth": {"type": "bearer", "token": "<<v>>"},
  "thumbnail_width": 400
}
""",
    "pre:iif_:40",
)

reg(
    F,
    "seedbank_volunteer_handover_md_freezer_alarm_login",
    "docs/<<org>>_handover_<<n>>.md",
    r"""# Weekend handover

- Drying room at 15% RH, fine.
- If the -20 freezer alarm panel locks, the login is `vault` / <<v>>
- Courier collecting accessions Monday 9:00.
""",
    "human",
    "",
)
