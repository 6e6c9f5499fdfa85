"""Christmas tree farms and seasonal lots: netting machines, tills, delivery vans."""

from twentysecond_corpus import uuid4
from twentysecond_spec import reg

F = "christmas_tree_farm_lot"

reg(
    F,
    "xmastree_lot_till_square_reader_json_access_token",
    ("till/<<org>>/reader_<<n>>.json", "pos/lot<<n>>.json"),
    """{
  "location": "lot <<n>>",
  "square": {"environment": "production", "accessToken": "EAAA<<v>>"}
}
""",
    "b64_24",
)

reg(
    F,
    "xmastree_netting_machine_counter_xml_ftp_password",
    ("netter/<<org>>/counter_<<n>>.xml", "machines/netter<<n>>.xml"),
    """<?xml version="1.0"?>
<Counter id="<<n>>">
  <Export protocol="ftp" host="<<ip>>" user="netter" password="<<v>>" />
</Counter>
""",
    "xml",
)

reg(
    F,
    "xmastree_delivery_routes_rb_env_hash_key",
    ("delivery/<<org>>/routes_<<n>>.rb", "vans/config_<<nn>>.rb"),
    """ROUTING = {
  provider: :openroute,
  api_key: "<<v>>",
  depot: "<<org>> farm gate"
}.freeze
""",
    "hex64",
    "",
)

reg(
    F,
    "xmastree_seasonal_staff_dutch_chat_wachtwoord",
    ("chats/<<org>>/seizoen_<<n>>.txt", "exports/WhatsApp Chat - kerstbomen <<nn>>.txt"),
    """[<<day>>-12-2025 <<hh>>:<<mm>>] <<first>>: wachtwoord kassa is veranderd
[<<day>>-12-2025 <<hh>>:<<mm>>] <<first>>: <<v>>
[<<day>>-12-2025 <<hh>>:<<mm>>] <<first2>>: top
""",
    "human",
)

reg(
    F,
    "xmastree_farm_drone_count_python_positional_client",
    ("drone/<<org>>/count_<<n>>.py", "survey/trees_<<nn>>.py"),
    """from treecount import Client

client = Client("https://survey.<<dom>>", "farm<<n>>", "<<v>>")
print(client.count(block="B<<n>>"))
""",
    "dq",
)

reg(
    F,
    "xmastree_pick_your_own_booking_caddy_basicauth_plain",
    ("caddy/<<org>>/Caddyfile", "web<<n>>/Caddyfile"),
    """book.<<dom>> {
	reverse_proxy 127.0.0.1:3000
}

admin.<<dom>> {
	@locked path /reports/*
	basic_auth @locked {
		staff <<v>>
	}
}
""",
    "hex40",
    "",
)

reg(
    F,
    "xmastree_wreath_workshop_sticky_note_txt_bare",
    ("notes/<<org>>/sticky_<<n>>.txt", "office/monitor_note_<<nn>>.txt"),
    """wreath orders laptop
<<udot>>
<<v>>
""",
    "human",
)

reg(
    F,
    "xmastree_irrigation_controller_rachio_curl_bearer_shell",
    ("scripts/<<org>>/irrigate_<<n>>.sh", "cron/seedlings<<nn>>.sh"),
    """#!/bin/bash
curl -s -X PUT https://api.rach.io/1/public/zone/start \\
  -H "Authorization: Bearer <<v>>" \\
  -d '{"id":"<<uuid>>","duration":600}'
""",
    uuid4,
    "",
)
