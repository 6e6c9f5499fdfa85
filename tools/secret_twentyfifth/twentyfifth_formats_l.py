"""Kitesurf schools: wind stations, booking, rescue boat."""

# ruff: noqa: E501
import quopri

from twentyfifth_spec import dec_after, enc_qp, pw_with, reg

F = "kitesurf_school_beach_station"

reg(
    F,
    "kitesurf_wind_station_davis_weatherlink_json",
    ("station/<<org>>/weatherlink.json", "wind/<<org>>/config.json"),
    '{"station_id": <<nn>><<n>>, "api_key": "<<h8>><<h8>>", "api_secret": "<<v>>", "poll_seconds": 60}\n',
    "alnum32",
)
reg(
    F,
    "kitesurf_booking_portuguese_email_senha_quoted_printable",
    ("mail/<<org>>/reserva-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Acesso ao sistema de reservas\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable\n\nOl=C3=A1,\n\nsenha: <<v>>\nAbra=C3=A7o\n",
    pw_with("=", "=-_.!"),
    enc=enc_qp,
    decode=dec_after(r"senha: (\S+)\n", lambda s: quopri.decodestring(s.encode()).decode()),
    syntax="",
)
reg(
    F,
    "kitesurf_rescue_boat_gps_tracker_at_commands",
    ("tracker/<<org>>/modem-init.txt", "boat/<<org>>/at-setup.log"),
    'AT+CGDCONT=1,"IP","iot.<<dom>>"\nOK\nAT+QICSGP=1,1,"iot.<<dom>>","<<user>>","<<v>>",1\nOK\nAT+QIACT=1\nOK\n',
    "pw_dq",
    "",
)
reg(
    F,
    "kitesurf_instructor_dutch_chat_wachtwoord",
    ("chats/<<org>>/instructeurs.txt", "export/<<org>>/whatsapp-<<year>>.txt"),
    "<<day>>-<<mon>>-<<year>> <<hh>>:<<mm>> - <<first>>: wat is het wachtwoord van de ipad in de container?\n<<day>>-<<mon>>-<<year>> <<hh>>:<<mm>> - <<first2>>: <<v>>\n",
    "human",
    "",
)
reg(
    F,
    "kitesurf_webcam_nginx_rtmp_push_url",
    ("nginx/<<org>>/rtmp.conf", "stream/<<org>>/nginx-rtmp.conf"),
    "rtmp {\n  server {\n    listen 1935;\n    application beachcam {\n      live on;\n      push rtmp://live.<<dom>>/app/<<v>>;\n    }\n  }\n}\n",
    "x:live_:32",
    "",
)
reg(
    F,
    "kitesurf_school_stripe_terminal_swift_let",
    ("ios/<<org>>/Payments.swift", "app/<<org>>/Sources/Payments/Keys.swift"),
    'enum Keys {\n    static let stripe = "<<v>>"\n}\n',
    "p:stripe_rk",
    "",
)
reg(
    F,
    "kitesurf_tide_alerts_twilio_php_positional",
    ("alerts/<<org>>/send.php", "tides/<<org>>/notify.php"),
    "<?php\nuse Twilio\\Rest\\Client;\n$client = new Client('AC<<h8>><<h8>><<h8>><<h8>>', '<<v>>');\n$client->messages->create('<<phone>>', ['from' => '+4410000000', 'body' => 'Wind 22kt']);\n",
    "hex32",
    "",
)
reg(
    F,
    "kitesurf_gear_rental_ini_tablet_kiosk",
    ("kiosk/<<org>>/kiosk.ini", "rental/<<org>>/tablet.ini"),
    "[kiosk]\nstart_url=https://rental.<<dom>>/kiosk\nexit_pin=4821\n\n[account]\nuser=kiosk<<n>>\npass=<<v>>\n",
    "pw_ini",
)
