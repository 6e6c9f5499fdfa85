"""Saffron growers: drying cabinets, assay labs, traceability, picker payroll."""

from __future__ import annotations

from twentyfirst_spec import reg

F = "saffron_crocus_harvest_drying"

reg(
    F,
    "saffron_drying_cabinet_yaml_mqtt_password",
    ("drying/<<org>>/cabinet<<n>>.yaml", "config/dryer-<<n3>>.yml"),
    """cabinet:
  id: dryer-<<n>>
  target_c: 45
  max_minutes: 90
mqtt:
  host: "<<ip>>"
  user: "dryer<<n>>"
  pass: "<<cred>>"
""",
    "dq",
)

reg(
    F,
    "saffron_assay_spectrophotometer_ini_share_password",
    ("lab/<<org>>/UVVis.ini", "C/Spectro<<n>>/export.ini"),
    """[Method]
Name=ISO3632 crocin 440nm
Dilution=1:20

[Export]
Target=\\\\<<host>>\\assays
ShareUser=lab<<n>>
SharePassword=<<cred>>
""",
    "ini",
)

reg(
    F,
    "saffron_traceability_java_fluent_builder_password",
    (
        "trace-<<org>>/src/main/java/DataSourceConfig.java",
        "services/trace<<n>>/DataSourceConfig.java",
    ),
    """import javax.sql.DataSource;
import org.springframework.boot.jdbc.DataSourceBuilder;

public class DataSourceConfig {
    public DataSource lots() {
        return DataSourceBuilder.create()
            .url("jdbc:mariadb://<<host>>:3306/lots")
            .username("<<svc>>")
            .password("<<cred>>")
            .build();
    }
}
""",
    "dq",
    syntax="",
)

reg(
    F,
    "saffron_picker_payroll_power_query_m_header_key",
    ("payroll/<<org>>/PickerHours.pq", "excel<<n>>/queries/Hours.m"),
    """let
    Source = Json.Document(Web.Contents("https://timesheets.<<dom>>/api/picks",
        [Headers = [#"x-api-key" = "<<cred>>", Accept = "application/json"],
         Query = [season = "<<year>>"]])),
    Picks = Table.FromRecords(Source[items]),
    Typed = Table.TransformColumnTypes(Picks, {{"grams", type number}})
in
    Typed
""",
    "alnum32",
    syntax="",
)

reg(
    F,
    "saffron_grower_portal_fastapi_jwt_signing_key",
    ("portal_<<org>>/settings.py", "growers<<n>>/app/config.py"),
    """from datetime import timedelta

JWT_ALGORITHM = "HS256"
JWT_SIGNING_KEY = "<<cred>>"
ACCESS_TOKEN_TTL = timedelta(hours=8)
ALLOWED_ORIGINS = ["https://growers.<<dom>>"]
""",
    "hex64",
)

reg(
    F,
    "saffron_harvest_supervisor_viber_txt_store_room_code",
    ("viber/<<org>>-<<n>>.txt", "exports/Viber_<<first>>_<<n3>>.txt"),
    """<<date>> 06:31 <<first>>: flowers are open in plots 3 and 4, pickers start now
<<date>> 06:40 Manager: the store room keypad is <<cred>>, put the stigmas in tray B
<<date>> 06:41 <<first>>: ok
""",
    "code",
    syntax="",
)

reg(
    F,
    "saffron_coop_backup_restic_env_password",
    ("backup/<<org>>/restic.env", "etc/restic/coop<<n>>.env"),
    """RESTIC_REPOSITORY=s3:https://s3.<<dom>>/saffron-coop-backup
RESTIC_PASSWORD=<<cred>>
AWS_ACCESS_KEY_ID=AKIA<<id6>><<n4>>QX
""",
    "ini",
    syntax="",
)
