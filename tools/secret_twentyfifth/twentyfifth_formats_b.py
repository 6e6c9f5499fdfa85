"""Upholstery workshops: fabric suppliers, quoting tools, van tracking."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "upholstery_reupholstering_workshop"

reg(
    F,
    "upholstery_fabric_supplier_fsharp_http_basic",
    ("src/<<org>>.Quotes/Fabrics.fs", "quotes/<<org>>/FabricFeed.fs"),
    'module Fabrics\n\nopen System.Net.Http\nopen System.Net.Http.Headers\n\nlet client = new HttpClient()\nlet creds = System.Convert.ToBase64String(System.Text.Encoding.ASCII.GetBytes("<<user>>:<<v>>"))\nclient.DefaultRequestHeaders.Authorization <- AuthenticationHeaderValue("Basic", creds)\n',
    "pw_dq",
    "",
)
reg(
    F,
    "upholstery_quote_tool_appsettings_json_smtp",
    ("<<org>>.QuoteTool/appsettings.Production.json", "deploy/<<org>>/appsettings.json"),
    '{\n  "Logging": {"LogLevel": {"Default": "Warning"}},\n  "Smtp": {\n    "Host": "mail.<<dom>>",\n    "Port": 587,\n    "UserName": "<<email>>",\n    "Password": "<<v>>"\n  }\n}\n',
    "pw_json",
)
reg(
    F,
    "upholstery_van_tracker_fish_universal_var",
    ("home/<<user>>/.config/fish/conf.d/vantrack.fish", "dotfiles/<<org>>/fish/vantrack.fish"),
    "# van tracker CLI\nset -Ux VANTRACK_ENDPOINT https://fleet.<<dom>>/api\nset -Ux VANTRACK_API_KEY <<v>>\nabbr -a vt vantrack --fleet <<org>>\n",
    "x:vtk_:40",
    "",
)
reg(
    F,
    "upholstery_foam_cutter_controller_lua_settings",
    ("cutter/<<org>>/settings.lua", "firmware/<<org>>/foamcnc/config.lua"),
    'return {\n  machine = "FC-<<nn>>",\n  wifi = { ssid = "<<org>>-workshop", psk = "<<v>>" },\n  feed_mm_min = 1400,\n}\n',
    "human",
    "",
)
reg(
    F,
    "upholstery_polish_chat_haslo_do_sklepu",
    ("chats/<<org>>/messenger_<<first>>.txt", "export/<<org>>/czat-<<year>>.txt"),
    "<<first>>: hej, jakie jest hasło do sklepu internetowego z tkaninami?\n<<first2>>: login <<email>>\n<<first2>>: hasło <<v>>\n<<first>>: dzięki, zamawiam welur\n",
    "human",
    "",
)
reg(
    F,
    "upholstery_invoicing_cargo_toml_env_section",
    ("invoicer/<<org>>/.cargo/config.toml", "tools/<<org>>-invoice/.cargo/config.toml"),
    '[build]\ntarget-dir = "target"\n\n[env]\nINVOICE_DB_URL = "postgres://invoicer@<<host>>/upholstery"\nXERO_CLIENT_SECRET = "<<v>>"\n',
    "b64u32",
)
reg(
    F,
    "upholstery_workroom_camera_rtsp_vlc_cmdline",
    ("scripts/<<org>>/watch-workroom.bat", "ops/<<org>>/cam.cmd"),
    '@echo off\nREM workroom camera on the big screen\n"C:\\Program Files\\VideoLAN\\VLC\\vlc.exe" --fullscreen rtsp://admin:<<v>>@<<ip>>:554/Streaming/Channels/101\n',
    "pw_url",
    "",
)
reg(
    F,
    "upholstery_trade_account_voicemail_transcript",
    ("voicemail/<<org>>/vm_<<nn>>.txt", "transcripts/<<org>>/<<year>>-<<mon>>-<<day>>.txt"),
    "Voicemail from <<phone>> at <<hh>>:<<mm>> (transcribed)\n\nHi it's <<first>> from the fabric warehouse, your trade account is back on. The new login is your email and the password is <<v>> all one word, capital at the start. Any problems give us a ring.\n",
    "human",
    "",
)
