"""Family: pottery and ceramics studios (kilns, glaze calculators, classes, galleries)."""

from twentythird_spec import reg

F = "pottery_kiln_ceramics_studio"

reg(
    F,
    "pottery_kiln_controller_wifi_json_cloud_password",
    ("kiln/<<org>>/controller-<<n>>.json", "studio/kilns/k<<n>>/network.json"),
    """{
  "device": "kiln-<<n>>",
  "firmware": "<<ver>>",
  "wifi": {"ssid": "<<org>>-studio", "security": "wpa2"},
  "cloud": {
    "server": "kilnlink.<<dom>>",
    "login": "<<email>>",
    "password": "<<pw>>",
    "notify_on": ["cone_reached", "error", "cooldown_done"]
  }
}
""",
    "json",
)

reg(
    F,
    "pottery_glaze_calc_ocaml_let_api_key",
    ("glazecalc/bin/<<org>>_main.ml", "glaze/src/api<<n>>.ml"),
    """(* glaze recipe sync with the materials database *)
let api_base = "https://glaze.<<dom>>/v1"
let api_key = "<<pw>>"

let fetch_recipe id =
  let uri = Uri.of_string (Printf.sprintf "%s/recipes/%d" api_base id) in
  Cohttp_lwt_unix.Client.get ~headers:(Cohttp.Header.init_with "X-Api-Key" api_key) uri
""",
    "key40",
    "",
)

reg(
    F,
    "pottery_class_booking_erlang_sys_config_password",
    ("booking/config/sys.config", "deploy/<<org>>/sys<<n>>.config"),
    """[
 {class_booking, [
   {port, 8<<n3>>},
   {db, [{host, "<<host>>"},
         {database, "classes"},
         {username, "<<user>>"},
         {password, "<<pw>>"},
         {pool_size, 5}]}
 ]},
 {kernel, [{logger_level, info}]}
].
""",
    "dq",
    "",
)

reg(
    F,
    "pottery_members_signal_export_human",
    ("exports/<<org>>/signal-members-<<n>>.txt", "signal/studio_<<date>>.txt"),
    """Signal conversation export - Studio members
<<date>> <<time>> - <<first>>: has anyone got the glaze-room tablet login? it logged out
<<date>> <<time>> - <<first2>>: it's the studio account, <<pw>>
<<date>> <<time>> - <<first>>: thank you!! firing tonight then
""",
    "human",
    "",
)

reg(
    F,
    "pottery_clay_orders_muttrc_smtp_pass",
    ("home/<<user>>/.muttrc", "dotfiles/<<org>>/muttrc<<n>>"),
    """set realname = "<<first>> <<last>>"
set from = "<<email>>"
set smtp_url = "smtps://<<user>>@mail.<<dom>>:465/"
set smtp_pass = "<<pw>>"
set ssl_force_tls = yes
set folder = "~/Mail/clay-orders"
""",
    "dq",
    "",
)

reg(
    F,
    "pottery_kiln_room_systemd_unit_environment_pass",
    ("etc/systemd/system/kilnwatch<<n>>.service", "pi/<<org>>/kilnwatch.service"),
    """[Unit]
Description=Kiln thermocouple watcher
After=network-online.target

[Service]
User=pi
Environment=KILN_MQTT_HOST=<<ip>>
Environment=KILN_MQTT_USER=kilnwatch
Environment=KILN_MQTT_PASS=<<pw>>
ExecStart=/usr/bin/python3 /opt/kilnwatch/watch.py
Restart=always

[Install]
WantedBy=multi-user.target
""",
    "ini",
    "",
)

reg(
    F,
    "pottery_gallery_crystal_basic_auth_positional",
    ("gallery-pos/src/<<org>>_sync.cr", "pos/src/stock<<n>>.cr"),
    """require "http/client"

client = HTTP::Client.new("stock.<<dom>>", tls: true)
client.basic_auth("<<user>>", "<<pw>>")
response = client.get("/api/pieces?status=unsold")
puts response.status_code
""",
    "dq",
    "",
)

reg(
    F,
    "pottery_glaze_notes_rtf_login_par",
    ("Documents/<<org>>/glaze-notes-<<n>>.rtf", "studio/notes/supplier<<n>>.rtf"),
    """{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Helvetica;}}
\\f0\\fs24 Glaze supplier account\\par
Shop: shop.<<dom>>\\par
Login: <<email>>\\par
PW: <<pw>>\\par
\\par
Next order: 25kg stoneware, 5kg tin oxide\\par
}
""",
    "alnum",
    "",
)
