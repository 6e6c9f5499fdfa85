"""Family: narrowboat hire yards and canal moorings."""
# ruff: noqa: E501

from twentythird_spec import reg

F = "narrowboat_canal_hire_yard"

reg(
    F,
    "narrowboat_booking_typeorm_datasource_password",
    ("hire-booking/src/data-source.ts", "apps/<<org>>/src/db<<n>>.ts"),
    """import { DataSource } from "typeorm";

export const AppDataSource = new DataSource({
  type: "postgres",
  host: "<<host>>",
  port: 5432,
  username: "<<user>>",
  password: '<<pw>>',
  database: "boathire",
  synchronize: false,
});
""",
    "sq",
    "",
)

reg(
    F,
    "narrowboat_lock_camera_go2rtc_yaml_rtsp",
    ("go2rtc/<<org>>/go2rtc.yaml", "locks/lock<<n>>/go2rtc.yml"),
    """streams:
  lock_<<n>>_upper: rtsp://admin:<<pw>>@<<ip>>:554/h264Preview_01_main
  lock_<<n>>_lower: rtsp://<<ip>>:554/stream1
api:
  listen: ":1984"
""",
    "url",
)

reg(
    F,
    "narrowboat_fuel_pump_nomad_job_env_key",
    ("nomad/<<org>>/fuelpump.nomad.hcl", "jobs/diesel-pump-<<n>>.hcl"),
    """job "fuel-pump-bridge" {
  datacenters = ["yard"]
  group "bridge" {
    task "modbus" {
      driver = "docker"
      config { image = "registry.<<dom>>/pumpbridge:<<ver>>" }
      env {
        PUMP_MODBUS_HOST = "<<ip>>"
        PUMP_API_KEY     = "<<pw>>"
      }
    }
  }
}
""",
    "key32",
    "",
)

reg(
    F,
    "narrowboat_boater_handbook_pdf_text_wifi_key",
    ("handbook/<<org>>-welcome-<<n>>.txt", "pdf2text/boat_handbook_<<year>>.txt"),
    """WELCOME ABOARD - <<org>>

Page 4   Electrics and water
Shore power: 16A hook-up at the marina, meter card at the office.

Page 5   Staying connected
The boat router works on any mooring with 4G signal.
  Network     Boat-<<n>>
  Key         <<pw>>
Please do not stream films, the data allowance is shared.
""",
    "human",
    "",
)

reg(
    F,
    "narrowboat_licence_lookup_elm_api_key",
    ("licence-app/src/Config.elm", "frontend/<<org>>/src/Api<<n>>.elm"),
    """module Config exposing (apiBase, apiKey)


apiBase : String
apiBase =
    "https://licences.<<dom>>/api"


apiKey : String
apiKey =
    "<<pw>>"
""",
    "hex40",
    "",
)

reg(
    F,
    "narrowboat_engineer_sms_backup_xml_body",
    ("sms-backup/sms-<<date>><<n>>.xml", "phone/<<org>>/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="+4477009<<n3>>" date="<<ts>>000" type="1" body="Engine diag laptop at the yard, Windows login engineer / <<pw>>. Boat <<n>> needs new impeller." read="1" status="-1" contact_name="<<first>> yard" />
  <sms protocol="0" address="+4477009<<n3>>" date="<<ts>>500" type="2" body="Got it thanks" read="1" status="-1" contact_name="<<first>> yard" />
</smses>
""",
    "xml",
)

reg(
    F,
    "narrowboat_yard_router_mikrotik_ppp_secret",
    ("mikrotik/<<org>>-yard.rsc", "backup/router<<n>>_export.rsc"),
    """# <<date>> by RouterOS 7.<<n>>
/interface l2tp-server server set enabled=yes use-ipsec=yes
/ppp profile add name=office local-address=10.88.0.1 remote-address=vpn-pool
/ppp secret add name=<<user>> password=<<pw>> profile=office service=l2tp
/ip firewall filter add chain=input action=accept protocol=udp dst-port=500,1701,4500
""",
    "bare",
    "",
)

reg(
    F,
    "narrowboat_pumpout_invoice_powershell_header",
    ("scripts/<<org>>/Send-Pumpout.ps1", "invoicing/pumpout_<<n>>.ps1"),
    """$headers = @{
    "Authorization" = "Bearer <<pw>>"
    "Accept"        = "application/json"
}
$body = @{ boat = "<<n>>"; service = "pump-out"; amount = 18.50 } | ConvertTo-Json
Invoke-RestMethod -Uri "https://invoices.<<dom>>/api/charges" -Method Post -Headers $headers -Body $body
""",
    "key40",
    "",
)
