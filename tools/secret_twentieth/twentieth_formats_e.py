"""Watch and clock repair benches: timegraphers, tower clocks, repair tickets, auctions."""

from __future__ import annotations

import re

from twentieth_spec import reg

F = "horology_watch_clock_repair_bench"

reg(
    F,
    "horology_timegrapher_app_plist_cloud_password",
    "Library/Preferences/com.<<org>>.timegrapher<<n>>.plist",
    r"""<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>LiftAngle</key>
	<integer>52</integer>
	<key>SyncServer</key>
	<string>https://sync.<<dom>></string>
	<key>SyncUser</key>
	<string><<email>></string>
	<key>SyncPassword</key>
	<string><<v>></string>
</dict>
</plist>
""",
    "pw_xml",
)

reg(
    F,
    "horology_tower_clock_controller_cue_api_key",
    "towerclock/<<org>>_clock<<n>>.cue",
    r"""package towerclock

controller: {
	name:     "church-tower-<<n>>"
	ntp:      ["0.pool.ntp.org", "<<ip>>"]
	strike:   {hours: true, quarters: "westminster"}
	monitor: {
		url:    "https://clocks.<<dom>>/api/status"
		apiKey: "<<v>>"
	}
}
""",
    "an40",
    "",
)

reg(
    F,
    "horology_repair_ticket_jsonnet_shop_api_secret",
    "config/<<org>>_repairs_<<n>>.jsonnet",
    r"""local env = 'prod';
{
  service: 'repair-tickets',
  env: env,
  shop: {
    url: 'https://shop.<<dom>>',
    clientId: 'repairs-<<n>>',
    clientSecret: '<<v>>',
  },
  notify: { sms: true, email: true },
}
""",
    "an48",
    "",
)

reg(
    F,
    "horology_parts_supplier_haskell_api_key",
    "src/<<org>>/Parts<<n>>.hs",
    r"""{-# LANGUAGE OverloadedStrings #-}
module Parts where

import Network.HTTP.Simple

supplierKey :: String
supplierKey = "<<v>>"

fetchMainspring :: String -> IO ()
fetchMainspring ref = do
  req <- parseRequest ("https://parts.<<dom>>/api/search?ref=" ++ ref)
  resp <- httpLBS (addRequestHeader "X-Supplier-Key" "<<v>>" req)
  print (getResponseStatusCode resp)
""",
    "hex40",
    "",
)


def _dec_reg(text: str) -> str:
    m = re.search(r'"ProxyPassword"=hex:([0-9a-f,\\\s]+)', text)
    assert m
    hx = re.sub(r"[^0-9a-f,]", "", m.group(1))
    return bytes(int(b, 16) for b in hx.split(",") if b).decode()


reg(
    F,
    "horology_bench_software_windows_reg_hex_password",
    "registry/<<org>>_bench<<n>>.reg",
    r"""Windows Registry Editor Version 5.00

[HKEY_CURRENT_USER\Software\<<org>>\WatchBench\Connection]
"Server"="<<host>>"
"ProxyUser"="bench<<n>>"
"ProxyPassword"=hex:<<v>>
"AutoConnect"=dword:00000001
""",
    "pw",
    "",
    enc=lambda s: ",".join(f"{b:02x}" for b in s.encode()),
    decode=_dec_reg,
)

reg(
    F,
    "horology_auction_consignment_python_requests_auth_tuple",
    "tools/<<org>>_auction_<<n>>.py",
    r"""import requests

LOTS_URL = "https://consign.<<dom>>/api/lots"


def upload(lot):
    r = requests.post(LOTS_URL, json=lot, auth=("<<user>>", "<<v>>"), timeout=30)
    r.raise_for_status()
    return r.json()["lot_id"]
""",
    "pw_dq",
)

reg(
    F,
    "horology_workshop_handbook_latex_supplier_login",
    "handbook/<<org>>_workshop_<<n>>.tex",
    r"""\documentclass{article}
\begin{document}
\section*{Ordering crystals and gaskets}
Orders go through the supplier portal at \texttt{trade.<<dom>>}. The workshop
account is \texttt{<<org>>} with password \verb|<<v>>|; please log out on the
bench PC afterwards.
\section*{Demagnetiser}
Run every movement through it before regulation.
\end{document}
""",
    "human",
    "",
)
